import { definePlatform, lookup } from '../../rules/index.js';

// Multimedia tabs of a species account: media type → rtype and mime.
const MEDIA_RTYPE = {
  photos: 'IMAGE',
  illustrations: 'IMAGE',
  audio: 'AUDIO',
  video: 'VIDEO',
  figures: 'MAP',
};
const MEDIA_MIME = {
  photos: 'GIF',
  illustrations: 'GIF',
  audio: 'MP3',
  video: 'MISC',
  figures: 'GIF',
};
// Other sections of an account are encyclopaedia text, except these.
const SECTION_RTYPE = { species: 'TOC', references: 'RECORD_VIEW' };

export default definePlatform({
  name: 'bow',
  longName: 'Birds of the World',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fef66bd0a7ca376017be6b5',
  status: 'beta',
  domains: ['birdsoftheworld.org'],
  rules: [
    {
      path: /^\/bow\/species\/(?<code>[a-z0-9]+)\/cur\/multimedia\/?$/i,
      query: { media: /^(?<media>[a-z]+)$/ },
      fields: {
        rtype: lookup('{media}', MEDIA_RTYPE),
        mime: lookup('{media}', MEDIA_MIME),
        unitid: '{code}',
      },
    },
    {
      path: /^\/bow\/species\/(?<code>[a-z0-9]+)\/cur\/(?<section>[a-z-]+)\/?$/i,
      when: (ctx) => ctx.capture('section') !== 'multimedia',
      fields: {
        rtype: lookup('{section}', SECTION_RTYPE, 'ENCYCLOPAEDIA_ENTRY'),
        mime: 'HTML',
        unitid: '{code}',
      },
    },
  ],
});
