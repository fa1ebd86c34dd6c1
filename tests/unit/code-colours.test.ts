import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {codeThemes} from '../../src/plugins/highlight/themes';
import {colourDict} from '../../src/plugins/highlight/rehype';

/**
 * Every colour a code token can take, in each mode, against the code
 * background and against a highlighted line: WCAG AA asks 4.5:1 for text.
 * The sweep leaves code tokens out of its axe runs because of this test.
 */
type Rgb = [number, number, number];

function parse(colour: string): {rgb: Rgb; alpha: number} {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) {
    const value = Number.parseInt(hex[1], 16);
    return {rgb: [value >> 16, (value >> 8) & 255, value & 255], alpha: 1};
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)(?:\s*[/,]\s*([\d.]+)(%?))?\s*\)$/.exec(colour);
  assert.ok(rgb, `unreadable colour ${colour}`);
  const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
  return {rgb: [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])], alpha};
}

function over(top: string, background: Rgb): Rgb {
  const {rgb, alpha} = parse(top);
  return rgb.map((channel, index) => channel * alpha + background[index] * (1 - alpha)) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The highlighted-line background of each mode, as src/css/custom.css sets it. */
function highlightedLineBackgrounds(): {light: string; dark: string} {
  const css = readFileSync(path.resolve(__dirname, '../../src/css/custom.css'), 'utf8');
  const [light, dark] = [...css.matchAll(/--docusaurus-highlighted-code-line-bg:\s*([^;]+);/g)].map((match) => match[1].trim());
  assert.ok(light && dark, 'custom.css sets the highlighted-line background for both modes');
  return {light, dark};
}

/** The languages the site highlights, and markup, whose theme entries differ. */
const languages = ['typescript', 'tsx', 'bash', 'json', 'markup', 'text'];

for (const mode of ['light', 'dark'] as const) {
  test(`code tokens and plain code text meet 4.5:1 in ${mode} mode, on the code background and on highlighted lines`, () => {
    const theme = codeThemes[mode];
    const background = parse(theme.plain.backgroundColor!).rgb;
    const backgrounds = {code: background, 'highlighted line': over(highlightedLineBackgrounds()[mode], background)};
    const colours = new Set([theme.plain.color!, ...languages.flatMap((language) => Object.values(colourDict(theme, language)))]);
    const failures: string[] = [];
    for (const colour of colours) {
      for (const [where, rgb] of Object.entries(backgrounds)) {
        const ratio = contrast(parse(colour!).rgb, rgb);
        if (ratio < 4.5) failures.push(`${colour} on the ${where}: ${ratio.toFixed(2)}:1`);
      }
    }
    assert.ok(colours.size > 5, 'the themes colour tokens');
    assert.deepEqual(failures, []);
  });
}
