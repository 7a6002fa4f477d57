import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SECRET_FILE = 'session-secret';

/**
 * The configured session secret, or (embedded mode) the one kept in `<dataDir>/session-secret`,
 * generated on first start so sessions survive restarts without any setup. The file is readable
 * by the server's user only (0600); a stored secret under 32 characters is replaced.
 */
export async function resolveSessionSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured !== undefined) {
    return configured;
  }
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) {
      return stored;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      // A folder there (EISDIR) or no permission: the system's words do not name the file.
      throw new Error(
        `${file} cannot be read as the session secret (${(error as Error).message}): ` +
          'remove it (a new secret is made at the next start) or make it readable',
        { cause: error },
      );
    }
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  // `mode` only applies to a new file: a too-short one being replaced keeps its old mode.
  await chmod(file, 0o600);
  return secret;
}
