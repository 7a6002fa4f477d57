import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { runGit as run } from '../../test/git.js';
import {
  createCloneProgressReader,
  gitFailureReason,
  type CloneProgress,
} from './clone-progress.js';
import {
  CloneFailed,
  cloneIntoFolder,
  cloneRepository,
  withoutCredentials,
} from './clone-repository.js';

describe('clone progress', () => {
  it('follows the steps of git clone --progress across chunks, never going back', () => {
    const seen: CloneProgress[] = [];
    const reader = createCloneProgressReader((progress) => seen.push(progress));
    reader.write("Cloning into 'x'...\nremote: Counting objects:  50% (1/2)\rremote: Count");
    reader.write('ing objects: 100% (2/2), done.\nReceiving objects:   0% (0/9)\r');
    reader.write('Receiving objects:  50% (4/9), 1.00 MiB | 2.00 MiB/s\r');
    reader.write('Receiving objects: 100% (9/9), done.\nResolving deltas:   0% (0/4)\r');
    reader.write(
      'Resolving deltas: 100% (4/4), done.\nUpdating files:  40% (2/5)\rUpdating files: 100% (5/5), done.\n',
    );
    expect(seen).toEqual([
      { phase: 'connecting', progress: 2 },
      { phase: 'connecting', progress: 5 },
      { phase: 'receiving', progress: 5 },
      { phase: 'receiving', progress: 45 },
      { phase: 'receiving', progress: 85 },
      { phase: 'resolving', progress: 85 },
      { phase: 'resolving', progress: 95 },
      { phase: 'checkout', progress: 97 },
      { phase: 'checkout', progress: 100 },
    ]);
  });

  it('follows git in another language by the order of its steps', () => {
    const seen: CloneProgress[] = [];
    const reader = createCloneProgressReader((progress) => seen.push(progress));
    reader.write('remote: Dénombrement des objets: 100% (2/2), fait.\n');
    reader.write("Réception d'objets: 100% (9/9), fait.\n");
    reader.write('Résolution des deltas: 100% (4/4), fait.\n');
    reader.write('Mise à jour des fichiers: 100% (5/5), fait.\n');
    expect(seen.map((progress) => progress.phase)).toEqual([
      'connecting',
      'receiving',
      'resolving',
      'checkout',
    ]);
    expect(seen.at(-1)?.progress).toBe(100);
  });

  it('takes the reason from the last fatal line', () => {
    expect(
      gitFailureReason(
        "Cloning into 'x'...\nwarning: Could not find remote branch nope to clone.\nfatal: Remote branch nope not found in upstream origin\n",
      ),
    ).toBe('Remote branch nope not found in upstream origin');
    expect(gitFailureReason('')).toBe('git gave no reason');
  });

  it('removes credentials from URLs', () => {
    expect(
      withoutCredentials("unable to access 'https://me:s3cret@git.example.org/p.git/': 403"),
    ).toBe("unable to access 'https://***@git.example.org/p.git/': 403");
    // A password may hold a raw `@`: all of it goes, up to the host.
    expect(withoutCredentials('https://me:p@ss@w0rd@git.example.org/p.git and https://h/a@b')).toBe(
      'https://***@git.example.org/p.git and https://h/a@b',
    );
  });
});

describe('cloneRepository', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sillage-clone-'));
    run(root, 'init', '-q', '-b', 'master', 'source');
    for (let index = 0; index < 20; index++) {
      await writeFile(path.join(root, 'source', `file-${String(index)}.txt`), `${String(index)}\n`);
    }
    run(path.join(root, 'source'), 'add', '-A');
    run(path.join(root, 'source'), 'commit', '-q', '-m', 'one');
    run(path.join(root, 'source'), 'commit', '-q', '--allow-empty', '-m', 'two');
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const clone = (url: string, target: string, branch = 'master') => {
    const seen: CloneProgress[] = [];
    const done = cloneRepository({
      url,
      branch,
      target: path.join(root, target),
      signal: new AbortController().signal,
      onProgress: (progress) => seen.push(progress),
    });
    return { done, seen };
  };

  it('makes a shallow copy of the branch and reports its progress', async () => {
    const { done, seen } = clone(`file://${path.join(root, 'source')}`, 'copy');
    await done;
    expect(run(path.join(root, 'copy'), 'rev-list', '--count', 'HEAD')).toBe('1');
    expect(run(path.join(root, 'copy'), 'rev-parse', 'HEAD')).toBe(
      run(path.join(root, 'source'), 'rev-parse', 'HEAD'),
    );
    expect(seen.at(-1)?.progress).toBeGreaterThanOrEqual(85);
  });

  it('fails with git reason on a missing branch', async () => {
    await expect(clone(`file://${path.join(root, 'source')}`, 'nope', 'nope').done).rejects.toThrow(
      new CloneFailed('Remote branch nope not found in upstream origin'),
    );
  });

  it('fails, without waiting for anyone to type, when the remote asks for credentials', async () => {
    const server = createHttpServer((_request, response) => {
      response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="private"' }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      await expect(
        clone(`http://127.0.0.1:${String(port)}/private.git`, 'private').done,
      ).rejects.toBeInstanceOf(CloneFailed);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('fails on a refused connection, without the password in its reason', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const failure = await clone(
      `http://me:s3cret@127.0.0.1:${String(port)}/p.git`,
      'refused',
    ).done.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(CloneFailed);
    expect((failure as CloneFailed).reason).toMatch(/connect/i);
    expect((failure as CloneFailed).reason).not.toContain('s3cret');
  });
});

describe('cloneIntoFolder', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sillage-clone-into-'));
    run(root, 'init', '-q', '-b', 'master', 'source');
    await writeFile(path.join(root, 'source', 'robots.test.txt'), '192.0.2.7\n');
    run(path.join(root, 'source'), 'add', '-A');
    run(path.join(root, 'source'), 'commit', '-q', '-m', 'one');
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("removes the clones of dead processes, never another live process's", async () => {
    const packs = path.join(root, 'packs');
    // A live process of this host (this one) and one long gone (beyond any pid this kernel gives).
    const live = `.exclusions.clone-${hostname()}-${String(process.pid)}-0123abcd`;
    const dead = `.exclusions.clone-${hostname()}-99999999-0123abcd`;
    for (const name of [live, dead]) {
      await mkdir(path.join(packs, name, 'partial'), { recursive: true });
    }
    await cloneIntoFolder({
      url: `file://${path.join(root, 'source')}`,
      branch: 'master',
      dir: path.join(packs, 'exclusions'),
      signal: new AbortController().signal,
      onProgress: () => undefined,
      check: () => Promise.resolve(),
    });
    expect((await readdir(packs)).sort()).toEqual([live, 'exclusions'].sort());
    expect(await readdir(path.join(packs, 'exclusions'))).toContain('robots.test.txt');
  });

  it('keeps the copy another process put in place first, and removes its own', async () => {
    const packs = path.join(root, 'race');
    const dir = path.join(packs, 'exclusions');
    await cloneIntoFolder({
      url: `file://${path.join(root, 'source')}`,
      branch: 'master',
      dir,
      signal: new AbortController().signal,
      onProgress: () => undefined,
      // The other process renames its clone in while this one checks its own.
      check: async () => {
        await mkdir(path.join(dir, 'theirs'), { recursive: true });
      },
    });
    expect(await readdir(packs)).toEqual(['exclusions']);
    expect(await readdir(dir)).toEqual(['theirs']);
  });
});
