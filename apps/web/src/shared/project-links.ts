// Addresses outside this app that the UI links to (client §1.3 drawer, §3.2 help card). They are
// the reference project's: Sillage keeps its users pointed at the same documentation and team.

/** The team's mailbox, shown in the drawer's mail tooltip and the log-files help. */
export const TEAM_MAIL_ADDRESS = 'ezteam@couperin.org';
export const TEAM_MAIL_URL = `mailto:${TEAM_MAIL_ADDRESS}`;

export const PROJECT_SITE_URL = 'http://www.ezpaarse.org/';
export const PROJECT_BLOG_URL = 'http://blog.ezpaarse.org/';
export const PROJECT_VIDEOS_URL = 'https://www.youtube.com/channel/UCcR-0UE9WjYiwS4fMG2T4tQ';

/** The user documentation site, opened from the drawer. */
export const DOCUMENTATION_URL = 'https://ezpaarse-project.github.io/ezpaarse/';

/** Sample logs to try an installation with, offered by the log-files help. */
export const DATASET_SAMPLES_URL = 'https://github.com/ezpaarse-project/ezpaarse-dataset-samples';

/** Spreadsheet templates that chart a CSV result (reference `job.infos` macros). */
export const EXCEL_MACRO_URL =
  'https://github.com/ezpaarse-project/ezpaarse/raw/master/misc/windows/ezPAARSE-Render.xltm';
export const LIBREOFFICE_MACRO_URL =
  'https://github.com/ezpaarse-project/ezpaarse/raw/master/misc/windows/ezPAARSE-Render.ots';

/** The blog post explaining the human (H) and publisher (P) certifications of platforms. */
export const CERTIFICATIONS_URL =
  'https://blog.ezpaarse.org/2017/06/certification-h-et-p-des-plateformes-traitees-dans-ezpaarse/';
