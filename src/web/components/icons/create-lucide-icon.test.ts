import { createLucideIcon as lucideCreateIcon } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createLucideIcon, type LucideIconData } from './create-lucide-icon.ts';

const swords: LucideIconData = {
  name: 'swords',
  size: 24,
  node: [
    ['path', { d: 'm13 19 6-6', key: 'gj6q8g' }],
    ['path', { d: 'm16 16 4 4', key: 'up5ibb' }],
    ['circle', { cx: '12', cy: '12', r: '3', key: 'c1' }],
  ],
};
const withAliases: LucideIconData = { ...swords, name: 'alarm-clock-check', aliases: ['alarm-check'] };

const markup = (icon: ReturnType<typeof createLucideIcon>, props: Record<string, unknown>) =>
  renderToStaticMarkup(createElement(icon, props));

describe('createLucideIcon (the light stand-in for lucide-react)', () => {
  const cases: [string, LucideIconData, Record<string, unknown>][] = [
    ['no props', swords, {}],
    ['a class and aria-hidden', swords, { className: 'size-4 text-amber-400', 'aria-hidden': 'true' }],
    ['an accessible name (not hidden)', swords, { 'aria-label': 'Batalha', role: 'img' }],
    ['size and color', swords, { size: 32, color: 'red', className: 'x' }],
    ['aliases', withAliases, { className: 'y' }],
    ['extra SVG attributes', swords, { focusable: 'false', 'data-testid': 'icon', strokeWidth: 3 }],
  ];

  it.each(cases)('renders what lucide-react renders: %s', (_label, data, props) => {
    expect(markup(createLucideIcon(data), props)).toBe(markup(lucideCreateIcon(data), props));
  });

  it('renders children after the icon shapes, as lucide-react does', () => {
    const props = { children: createElement('title', null, 'Espadas') };
    expect(markup(createLucideIcon(swords), props)).toBe(markup(lucideCreateIcon(swords), props));
  });
});
