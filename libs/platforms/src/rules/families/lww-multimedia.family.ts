import type { Fields, Rule } from '../rule.types.js';

/** Variants among the LWW multimedia sites (aclandanatomy.com, batesvisualguide.com). */
export interface LwwMultimediaOptions {
  /** Query key of the category id on `/Multimedia.aspx` (keys are case-sensitive; sites differ). */
  categoryParam: string;
  /** Query key of the video id on `/MultimediaPlayer.aspx`. */
  playerParam: string;
  /** Fields merged over a player page's `{ rtype: 'VIDEO', mime: 'HTML', unitid: '{id}' }`. */
  playerFields?: Fields;
}

const ID = /^(?<id>[0-9]+)$/;

/** The LWW multimedia grammar: `/Multimedia.aspx` categories and `/MultimediaPlayer.aspx` videos. */
export function lwwMultimediaRules(options: LwwMultimediaOptions): Rule[] {
  return [
    {
      path: /^\/Multimedia\.aspx$/i,
      query: { [options.categoryParam]: ID },
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/MultimediaPlayer\.aspx$/i,
      query: { [options.playerParam]: ID },
      fields: { rtype: 'VIDEO', mime: 'HTML', unitid: '{id}', ...options.playerFields },
    },
  ];
}
