import { buildProgram } from './program.js';

describe('sillage program', () => {
  it('prints its version', async () => {
    const program = buildProgram({ version: '1.2.3' });
    let written = '';
    program.exitOverride().configureOutput({ writeOut: (text) => (written += text) });
    await expect(program.parseAsync(['node', 'sillage', '--version'])).rejects.toMatchObject({
      code: 'commander.version',
    });
    expect(written.trim()).toBe('1.2.3');
  });

  it('describes itself in --help', () => {
    expect(buildProgram({ version: '1.2.3' }).helpInformation()).toContain('Usage: sillage');
  });
});
