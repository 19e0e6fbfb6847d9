// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkList } from './LinkList.js';

describe('LinkList', () => {
  it('lists each link by its label, under the list’s own name when it has one', () => {
    render(
      <LinkList
        links={[
          { href: '/about', label: 'About' },
          { href: '/legal', label: 'Terms' },
        ]}
        className="footer-nav"
        label="doxo pages"
      />,
    );
    const list = screen.getByRole('list', { name: 'doxo pages' });
    expect(list.className).toBe('footer-nav');
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/legal');
  });
});
