import { HStack, IconButton } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { MdComment, MdEmail, MdHome, MdOndemandVideo } from 'react-icons/md';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  PROJECT_BLOG_URL,
  PROJECT_SITE_URL,
  PROJECT_VIDEOS_URL,
  TEAM_MAIL_ADDRESS,
  TEAM_MAIL_URL,
} from '../../shared/project-links.js';
import { Tooltip } from '../../shared/ui/tooltip.js';
import { layoutMessages } from './layout.messages.js';

interface ExternalLink {
  href: string;
  icon: IconType;
  label: MessageDescriptor;
}

/** The project's site, blog, video channel and mailbox, in the reference drawer's order. */
const EXTERNAL_LINKS: readonly ExternalLink[] = [
  { href: PROJECT_SITE_URL, icon: MdHome, label: layoutMessages.projectSite },
  { href: PROJECT_BLOG_URL, icon: MdComment, label: layoutMessages.projectBlog },
  { href: PROJECT_VIDEOS_URL, icon: MdOndemandVideo, label: layoutMessages.projectVideos },
  { href: TEAM_MAIL_URL, icon: MdEmail, label: layoutMessages.projectMail },
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
