import { DATED_KBART_FILE, hostOfPkbValue, readPkbDomainHostsOfFiles } from '@sillage/platforms';
import type { PlatformCatalog } from '../engine/ports.js';
import type { KnowledgeBase } from './knowledge-base.js';
import type { KnowledgeBaseFile } from './knowledge-base-files.js';

/** Where the `pkb-domains` hosts are read: a database knowledge base, else the KBART files. */
export interface KnowledgeBaseHostSources {
  knowledgeBase?: KnowledgeBase;
  files?: readonly KnowledgeBaseFile[];
}

/**
 * Gives each platform whose manifest names a `pkb-domains` column the hosts of that column in
 * the loaded knowledge base (the reference adds them at start-up): Postgres when the knowledge
 * base answers `columnValues`, else the platform's dated KBART files. Returns the hosts added per
 * platform.
 */
export async function addKnowledgeBaseHosts(
  catalog: PlatformCatalog,
  sources: KnowledgeBaseHostSources,
): Promise<Map<string, string[]>> {
  const added = new Map<string, string[]>();
  if (catalog.addHosts === undefined) {
    return added;
  }
  for (const platform of catalog.platforms) {
    const column = platform.pkbDomainColumn;
    if (column === undefined) {
      continue;
    }
    let hosts: string[];
    if (sources.knowledgeBase?.columnValues !== undefined) {
      const values = await sources.knowledgeBase.columnValues(platform.name, column);
      hosts = [...new Set(values.map(hostOfPkbValue).filter((host) => host !== undefined))];
    } else {
      const files = (sources.files ?? [])
        .filter((entry) => entry.platform === platform.name && DATED_KBART_FILE.test(entry.file))
        .map((entry) => entry.file);
      hosts = readPkbDomainHostsOfFiles(files, column);
    }
    if (hosts.length > 0) {
      catalog.addHosts(platform.name, hosts);
      added.set(platform.name, hosts);
    }
  }
  return added;
}
