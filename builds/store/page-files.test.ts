import { describe, expect, it } from 'vitest';
import { contentTypeForFile, fileForPath } from './page-files.ts';

describe('fileForPath', () => {
  it('stores pages as folders with index.html and files as themselves', () => {
    expect(fileForPath('/')).toBe('index.html');
    expect(fileForPath('/news/trucks')).toBe('news/trucks/index.html');
    expect(fileForPath('/news/trucks/')).toBe('news/trucks/index.html');
    expect(fileForPath('/sitemap.xml')).toBe('sitemap.xml');
    expect(fileForPath('/sitemap/article/1.xml')).toBe('sitemap/article/1.xml');
  });

  it('keeps a query string in the file name', () => {
    expect(fileForPath('/__rss/website-scheduled-content.xml', '?input=news')).toBe(
      '__rss/website-scheduled-content.xml~input%3Dnews',
    );
  });

  it('refuses paths that could leave the output folder', () => {
    expect(fileForPath('/../etc/passwd')).toBeNull();
    expect(fileForPath('/a/./b')).toBeNull();
    expect(fileForPath('/.env')).toBeNull();
    expect(fileForPath('relative')).toBeNull();
    expect(fileForPath('/a~b')).toBeNull();
  });

  it('names the content type by extension', () => {
    expect(contentTypeForFile('a/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeForFile('__rss/x.xml~input%3Dnews')).toBe('application/xml; charset=utf-8');
  });
});
