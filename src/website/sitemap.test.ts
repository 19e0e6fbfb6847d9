import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapFiles } from './sitemap.js';

describe('sitemapFiles', () => {
  it('lists every path once, sorted, under the origin, escaped', () => {
    const files = sitemapFiles('https://example.com', ['/about', '/', '/about', '/a&b']);
    expect(Object.keys(files)).toEqual(['sitemap.xml']);
    expect(files['sitemap.xml']).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locations = [...(files['sitemap.xml'] ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(['https://example.com/', 'https://example.com/a&amp;b', 'https://example.com/about']);
  });

  it('becomes an index of several sitemaps once the paths pass the limit', () => {
    const paths = Array.from({ length: 5 }, (_, index) => `/u/biller/b${index}`);
    const files = sitemapFiles('https://example.com', paths, 2);
    expect(Object.keys(files).sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml']);
    expect(files['sitemap.xml']).toContain('<sitemapindex');
    expect(files['sitemap.xml']).toContain('<loc>https://example.com/sitemap-3.xml</loc>');
    expect(files['sitemap-3.xml']).toContain('/u/biller/b4');
  });
});

describe('robotsTxt', () => {
  it('allows the site, keeps crawlers off the API and names the sitemap', () => {
    expect(robotsTxt('https://example.com')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://example.com/sitemap.xml\n',
    );
  });
});
