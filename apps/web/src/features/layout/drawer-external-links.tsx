import { HStack, IconButton } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { MdComment, MdEmail, MdHome, MdOndemandVideo } from 'react-icons/md';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Tooltip } from '../../shared/ui/tooltip.js';
import { layoutMessages } from './layout.messages.js';

/** The team's mailbox: the mail link's tooltip shows it (client §1.3). */
export const TEAM_MAIL_ADDRESS = 'ezteam@couperin.org';

/** The user documentation site (client §1.3), opened in a new tab from the drawer. */
export const DOCUMENTATION_URL = 'https://ezpaarse-project.github.io/ezpaarse/';

interface ExternalLink {
  href: string;
  icon: IconType;
  label: MessageDescriptor;
}

/** The project's site, blog, video channel and mailbox, in the reference drawer's order. */
export const EXTERNAL_LINKS: readonly ExternalLink[] = [
  { href: 'http://www.ezpaarse.org/', icon: MdHome, label: layoutMessages.projectSite },
  { href: 'http://blog.ezpaarse.org/', icon: MdComment, label: layoutMessages.projectBlog },
  {
    href: 'https://www.youtube.com/channel/UCcR-0UE9WjYiwS4fMG2T4tQ',
    icon: MdOndemandVideo,
    label: layoutMessages.projectVideos,
  },
  { href: `mailto:${TEAM_MAIL_ADDRESS}`, icon: MdEmail, label: layoutMessages.projectMail },
];

/** Centered row of icon links at the top of the drawer; each opens in a new tab. */
export function DrawerExternalLinks() {
  const intl = useIntl();
  return (
    <HStack justify="center" gap="1" px="2" pt="2">
      {EXTERNAL_LINKS.map(({ href, icon: LinkIcon, label }) => {
        const name = intl.formatMessage(label, { address: TEAM_MAIL_ADDRESS });
        return (
          <Tooltip key={href} content={name}>
            <IconButton asChild variant="ghost" size="sm">
              {/* noopener: the opened page gets no handle on this tab. */}
              <a href={href} target="_blank" rel="noopener noreferrer" aria-label={name}>
                <LinkIcon />
              </a>
            </IconButton>
          </Tooltip>
        );
      })}
    </HStack>
  );
}
