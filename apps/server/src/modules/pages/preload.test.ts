import { describe, expect, it } from 'vitest';
import { lowPriorityScripts, renderPage } from './html.ts';
import { RoutePreloads } from './preload.ts';

const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index-a.css'] },
  '_shared.js': { file: 'assets/shared-b.js' },
  'src/main.tsx': { file: 'assets/main-m.js', imports: ['_shared.js', '_ui.js'], css: ['assets/main-m.css'] },
  '_ui.js': { file: 'assets/ui-u.js', css: ['assets/ui-u.css'] },
  'src/app/routes/course.tsx': { file: 'assets/course-c.js', imports: ['_ui.js', '_plans.js'], css: ['assets/course-c.css'] },
  '_plans.js': { file: 'assets/plans-d.js', css: ['assets/plans-d.css'] },
};

const template = [
  '<html lang="th"><head><!--rian-head-->',
  '<script type="module" crossorigin src="/assets/index-a.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/shared-b.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-a.css">',
  '</head><body><!--rian-ssr--><div id="root"></div></body></html>',
].join('\n');

describe('route preloads', () => {
  const preloads = new RoutePreloads(manifest);

  it('a client-drawn page fetches its chunks and stylesheets early, at the browser’s priority', () => {
    const tags = preloads.for('course');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/course-c.js" />');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/plans-d.js" />');
    expect(tags).toContain('<link rel="preload" as="style" crossorigin href="/assets/plans-d.css" />');
    expect(tags).not.toContain('shared-b.js'); // the entry names its own imports
    expect(tags).not.toContain('fetchpriority');
    // The app module the entry imports comes beside it, not after it.
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/main-m.js" />');
    expect(tags.match(/ui-u\.js/g)).toHaveLength(1);
    // The route's own stylesheets, not the app module's, which the page links (withAppStylesheets).
    expect(preloads.stylesheetHrefs('course')).toEqual(['/assets/plans-d.css', '/assets/course-c.css']);
  });

  it('the page template links the app module’s stylesheets after the entry’s, in cascade order', () => {
    const page = preloads.withAppStylesheets(template);
    const sheets = [...page.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(sheets).toEqual(['/assets/index-a.css', '/assets/ui-u.css', '/assets/main-m.css']);
    expect(new RoutePreloads(null).withAppStylesheets(template)).toBe(template);
  });

  it('a drawn page holds its chunks, at low priority, in a template until the first paint, and names no stylesheet preload', () => {
    const tags = preloads.for('course', true);
    expect(tags).toMatch(/^<template id="rian-after-paint">(<link [^>]+>)+<\/template>$/);
    expect(tags).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/course-c.js" />');
    expect(tags).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/main-m.js" />');
    expect(tags).not.toContain('as="style"');
    // The two answers are kept apart.
    expect(preloads.for('course')).toContain('as="style"');
  });

  it('a drawn page puts the entry and its imports at low priority; an empty root keeps them as built', () => {
    const drawn = renderPage(template, '', { queries: [], status: 200 }, 'th', {
      root: '<p>x</p>',
      preloads: '',
      stylesheets: '',
    });
    expect(drawn).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">');
    expect(drawn).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shared-b.js">');
    // The largest picture and the fonts are asked for before anything else in the head.
    const hero = '<link rel="preload" as="image" href="/uploads/a.jpg" />';
    const first = renderPage(template, '<title>x</title>', { queries: [], status: 200 }, 'th', {
      root: '<p>x</p>',
      preloads: hero,
      stylesheets: '',
    });
    expect(first.indexOf(hero)).toBeLessThan(first.indexOf('<title>'));
    expect(first.split(hero)).toHaveLength(2);
    const empty = renderPage(template, '', { queries: [], status: 200 }, 'th', { root: '', preloads: '', stylesheets: '' });
    expect(empty).not.toContain('fetchpriority');
    expect(lowPriorityScripts('<p>no scripts</p>')).toBe('<p>no scripts</p>');
  });

  it('finds the app module in the chunk the build merged it into (decision 028)', () => {
    const merged = new RoutePreloads({
      'index.html': { file: 'assets/index-a.js', isEntry: true, css: ['assets/index-a.css'] },
      '_app-m.js': { file: 'assets/app-m.js', name: 'app', imports: ['_vendor-v.js'], css: ['assets/app-m.css'] },
      '_app-m.css': { file: 'assets/app-m.css', name: 'app', src: '_app-m.css' },
      '_vendor-v.js': { file: 'assets/vendor-v.js', name: 'vendor' },
      'src/app/routes/course.tsx': { file: 'assets/course-c.js', imports: ['_app-m.js', '_vendor-v.js', '_course-parts-p.js'] },
      '_course-parts-p.js': { file: 'assets/course-parts-p.js', name: 'course-parts', css: ['assets/course-parts-p.css'] },
    });
    const tags = merged.for('course', true);
    const files = [...tags.matchAll(/href="\/assets\/([^"]+)"/g)].map((m) => m[1]);
    expect(files).toEqual(['app-m.js', 'vendor-v.js', 'course-c.js', 'course-parts-p.js']);
    expect(merged.stylesheetHrefs('course')).toEqual(['/assets/course-parts-p.css']);
    expect(merged.withAppStylesheets(template)).toContain('<link rel="stylesheet" crossorigin href="/assets/app-m.css">');
  });
});

describe('the preload of a page’s largest picture', () => {
  it('names the srcset and sizes of the <img> that draws an uploaded picture', async () => {
    const { heroPreload } = await import('./page-responder.ts');
    const { HERO_SIZES, pictureSrcSet } = await import('@rian/contracts/pictures');
    expect(heroPreload('/uploads/course-1.jpg')).toBe(
      `<link rel="preload" as="image" fetchpriority="high" href="/uploads/course-1.jpg" imagesrcset="${pictureSrcSet('/uploads/course-1.jpg')}" imagesizes="${HERO_SIZES}" />`,
    );
    expect(heroPreload('https://cdn.example/a.jpg')).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="https://cdn.example/a.jpg" />',
    );
  });
});
