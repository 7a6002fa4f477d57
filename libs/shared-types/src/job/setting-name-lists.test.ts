import { findUnknownSettingValues, readNameList } from './setting-name-lists.js';

describe('readNameList', () => {
  const known = ['robots', 'ignored-hosts'] as const;
  it.each([
    ['all', ['robots', 'ignored-hosts'], []],
    ['none', [], []],
    ['Robots, robot , NONE', ['robots'], ['robot']],
  ])('reads %s', (value, names, unknown) => {
    expect(readNameList(value, known)).toEqual({ names, unknown });
  });
});

describe('findUnknownSettingValues', () => {
  it('lists the unknown items of Reject-Files and Disable-Filters with what they accept', () => {
    expect(
      findUnknownSettingValues({ 'reject-files': 'robots-ecs, robot', 'disable-filters': 'all' }),
    ).toEqual([
      {
        header: 'Reject-Files',
        values: ['robot'],
        accepted: expect.arrayContaining(['all', 'none', 'robots-ecs']) as string[],
      },
    ]);
  });
});
