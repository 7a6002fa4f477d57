import { loadPlatformCatalog } from '@sillage/platforms';
const c = await loadPlatformCatalog();
for (const url of process.argv.slice(2)) {
  const r = c.recognize({ url });
  console.log(url, '\n   ', r.kind === 'recognized' ? r.platform + ' ' + JSON.stringify(r.fields) : r.kind);
}
