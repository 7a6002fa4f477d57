import { hostOfPkbValue, readPkbDomainHosts } from './pkb-domain-hosts.js';

describe('pkb-domains hosts', () => {
  it('reduces URLs to their host name and keeps bare hosts', () => {
    expect(hostOfPkbValue('https://Journals.Example.org:443/toc/abc')).toBe('journals.example.org');
    expect(hostOfPkbValue('http://www.example.com')).toBe('www.example.com');
    expect(hostOfPkbValue(' jcb.rupress.org ')).toBe('jcb.rupress.org');
    expect(hostOfPkbValue('')).toBeUndefined();
    expect(hostOfPkbValue('not a host')).toBeUndefined();
    expect(hostOfPkbValue('https://reader:secret@Host.Example.org/x')).toBe('host.example.org');
  });

  it('reads one column of a KBART text, quoted header names included, each host once', () => {
    const text = [
      '"publication_title"\t"title_url"\t"pkb-domain"',
      'Journal A\thttps://a.example.org/journal/a\ta.example.org',
      'Journal B\thttp://b.example.org/\tb.example.org',
      'Journal A again\thttps://a.example.org/other\t',
    ].join('\r\n');
    expect(readPkbDomainHosts(text, 'title_url')).toEqual(['a.example.org', 'b.example.org']);
    expect(readPkbDomainHosts(text, 'pkb-domain')).toEqual(['a.example.org', 'b.example.org']);
    expect(readPkbDomainHosts(text, 'missing')).toEqual([]);
  });
});
