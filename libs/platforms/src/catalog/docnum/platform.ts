import { definePlatform, equals, lookup, pick } from '../../rules/index.js';

// Files of the current repository are named <COLLECTION>_<TYPE>_<year>_<AUTHOR…>; the collection
// tells the institution (UL = Université de Lorraine, UHP = Nancy 1) and, with the type, the kind.
const COLLECTION_INSTITUTION = {
  DDOC: 'UL',
  BUMED: 'UL',
  BUPHA: 'UL',
  BUE: 'UL',
  BUODO: 'UL',
  SCDPHA: 'UHP',
  SCDMED: 'UHP',
  SCDODO: 'UHP',
};
const TYPE_RTYPE = {
  T: 'MD_THESIS',
  TD: 'MD_THESIS',
  MESF: 'MD_MEMOIRE',
  MORT: 'MD_MEMOIRE',
  MING: 'MASTER_THESIS',
  MSPM: 'MSPM',
};
const FOLDER_RTYPE = { Theses: 'PHD_THESIS', Masters: 'MASTER_THESIS' };

export default definePlatform({
  name: 'docnum',
  longName: 'Docnum',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53fb06ff4c1be14fd51c7e06',
  publisherName: 'Université de Lorraine',
  status: 'stable',
  domains: ['docnum.univ-lorraine.fr'],
  rules: [
    {
      path: /^\/public\/(?<unitid>(?<inst>UPV-M)\/(?<folder>Theses|Masters)\/(?<year>[0-9]{4})\/(?<name>[^/]+))\.pdf$/i,
      fields: {
        rtype: lookup('{folder}', FOLDER_RTYPE),
        mime: 'PDF',
        institution: '{inst}',
        year: '{year}',
        title_id: '{name}',
        unitid: '{unitid}',
      },
    },
    {
      path: /^\/public\/(?<unitid>(?<inst>UPV-M)\/DiplomeEtat\/(?<discipline>[^/]+)\/(?<name>[^/]+))\.pdf$/i,
      fields: {
        rtype: 'MD_MEMOIRE',
        mime: 'PDF',
        institution: '{inst}',
        discipline: '{discipline}',
        title_id: '{name}',
        unitid: '{unitid}',
      },
    },
    // Doctoral theses of the former INPL and Nancy 2: INPL/<year>_…, INPL_<year>_…, NANCY2/docN/<year>NAN…
    {
      path: /^\/public\/(?<unitid>(?<inst>INPL|NANCY2)[/_](?:doc[0-9]+\/)?(?<year>[0-9]{4})[^/]*)\.pdf$/i,
      fields: {
        rtype: 'PHD_THESIS',
        mime: 'PDF',
        institution: '{inst}',
        year: '{year}',
        title_id: '{unitid}',
        unitid: '{unitid}',
      },
    },
    {
      path: /^\/public\/(?<unitid>(?<coll>[A-Z]+)_(?<type>[A-Z]+)_(?<year>[0-9]{4})_[^/]+)\.pdf$/,
      fields: {
        rtype: pick(equals('{coll}', 'DDOC'), 'PHD_THESIS', lookup('{type}', TYPE_RTYPE)),
        mime: 'PDF',
        institution: lookup('{coll}', COLLECTION_INSTITUTION),
        year: '{year}',
        title_id: '{unitid}',
        unitid: '{unitid}',
      },
    },
    {
      path: /^\/pulsar\/(?<unitid>[^/]+)\.pdf$/i,
      fields: {
        rtype: 'PULSAR',
        mime: 'PDF',
        institution: 'UL',
        title_id: '{unitid}',
        unitid: '{unitid}',
      },
    },
  ],
});
