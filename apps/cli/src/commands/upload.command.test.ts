import { PassThrough, Readable } from 'node:stream';
import { runUploadCommand, type UploadOptions } from './upload.command.js';

/** Runs the command with captured outputs; nothing here reaches a server. */
async function run(files: string[], options: Partial<UploadOptions>) {
  let stderr = '';
  const stdout = new PassThrough();
  const code = await runUploadCommand(
    files,
    { server: 'http://127.0.0.1:9', header: [], ...options },
    {
      stdin: Readable.from([]),
      stdout,
      stderr: { write: (text: string) => (stderr += text) },
    },
  );
  return { code, stderr };
}

describe('sillage upload: what is refused before anything is sent', () => {
  it.each([
    [
      [],
      { server: 'ftp://example.org' },
      1,
      '--server "ftp://example.org": only http:// and https:// servers are reached',
    ],
    [[], { server: 'not a url' }, 1, '--server "not a url": not a URL (http://host:port)'],
    [['/no/such.log'], {}, 2, 'cannot read /no/such.log: no such file'],
    [['-', 'a.log'], {}, 2, '- (standard input) is uploaded alone'],
    [[], { header: ['Accept'] }, 1, '--header "Accept": expected "Name: value"'],
    [
      [],
      { user: 'me@example.org' },
      1,
      '--user: give its password in SILLAGE_PASSWORD (never on the command line)',
    ],
  ] satisfies [string[], Partial<UploadOptions>, number, string][])(
    '%j %j: exit %d',
    async (files, options, code, message) => {
      expect(await run(files, options)).toEqual({ code, stderr: `sillage: ${message}\n` });
    },
  );

  it('says which server it could not reach', async () => {
    const { code, stderr } = await run([], {});
    expect(code).toBe(1);
    expect(stderr).toMatch(/^sillage: cannot reach http:\/\/127\.0\.0\.1:9: connect ECONNREFUSED/);
  });
});
