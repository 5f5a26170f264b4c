import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { escapeHtml, renderQuestionHtml } from '../tanya/render-math.ts';
import type { Slide, VideoScript } from './video-script.ts';

/*
 * A slide as one HTML page of exactly FRAME_WIDTH × FRAME_HEIGHT CSS pixels (decision 091), in
 * the brand's look: the site's fonts (Poppins headings, Overpass text), brand blue, the accent
 * yellow for the answer box; maths by the site's own reader (temml → MathML, drawn by Chromium
 * as on the question page) with a full maths font. Text is sized for a 360 px phone: the frame
 * shrinks to 0.42 there, so body text of 32 px reads as 13.5 px. What does not fit is dropped in
 * order — earlier steps first, then the repeated question — and only then is the text made
 * smaller (never under MIN_FONT_PX); `FIT_SCRIPT` does that in the page before the screenshot.
 *
 * The question slide keeps its bottom-right corner (x 70–100 %, y 55–100 %) free of text: the
 * player's play button sits there on the poster (player.styles.ts `bigPlay`).
 */

export const FRAME_WIDTH = 854;
export const FRAME_HEIGHT = 480;
const BODY_FONT_PX = 32;
export const MIN_FONT_PX = 20;
const HEADER_PX = 56;
const FOOTER_PX = 40;
const MAIN_PADDING_TOP_PX = 20;
const MAIN_PADDING_BOTTOM_PX = 12;
/** From the top of main's content to 55 % of the frame, and from there to main's bottom. */
const PUSH_PX = Math.round(FRAME_HEIGHT * 0.55) - HEADER_PX - MAIN_PADDING_TOP_PX;
const CORNER_PX =
  FRAME_HEIGHT - FOOTER_PX - HEADER_PX - MAIN_PADDING_TOP_PX - MAIN_PADDING_BOTTOM_PX - PUSH_PX;

const require = createRequire(import.meta.url);
/** A font file as a data: URL (a page set with `setContent` may not read file: URLs). */
const fontUrl = (file: string) =>
  `data:font/woff2;base64,${readFileSync(require.resolve(file)).toString('base64')}`;

const FONT_FACES = `
@font-face { font-family: 'Poppins'; font-weight: 600; src: url('${fontUrl('@fontsource/poppins/files/poppins-latin-600-normal.woff2')}'); }
@font-face { font-family: 'Poppins'; font-weight: 700; src: url('${fontUrl('@fontsource/poppins/files/poppins-latin-700-normal.woff2')}'); }
@font-face { font-family: 'Overpass'; font-weight: 400; src: url('${fontUrl('@fontsource/overpass/files/overpass-latin-400-normal.woff2')}'); }
@font-face { font-family: 'Overpass'; font-weight: 700; src: url('${fontUrl('@fontsource/overpass/files/overpass-latin-700-normal.woff2')}'); }
`;

const STYLE = `
${FONT_FACES}
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { width: ${FRAME_WIDTH}px; height: ${FRAME_HEIGHT}px; overflow: hidden; }
body { background: #f6f8fc; color: #1b2333; font-family: 'Overpass', 'DejaVu Sans', sans-serif;
  font-size: ${BODY_FONT_PX}px; line-height: 1.32; display: flex; flex-direction: column; }
math { font-family: 'DejaVu Math TeX Gyre', math; font-size: 1.05em; }
.tml-overline { padding-top: 0.1em; border-top: 0.065em solid; }
.tml-underline { padding-bottom: 0.1em; border-bottom: 0.065em solid; }
header { flex: none; height: ${HEADER_PX}px; background: #1e3a9e; color: #fff; display: flex; align-items: center;
  gap: 14px; padding: 0 26px; font: 600 20px/1 'Poppins', sans-serif; white-space: nowrap; overflow: hidden; }
header .brand { background: #ffc23d; color: #1e347d; border-radius: 8px; padding: 6px 10px 5px; font-weight: 700; }
header .context { overflow: hidden; text-overflow: ellipsis; }
main { flex: 1; min-height: 0; padding: ${MAIN_PADDING_TOP_PX}px 30px ${MAIN_PADDING_BOTTOM_PX}px; overflow: hidden; position: relative; }
footer { flex: none; height: ${FOOTER_PX}px; display: flex; align-items: center; justify-content: space-between;
  padding: 0 26px; color: #4a5568; font-size: 17px; border-top: 2px solid #dbe6fe; white-space: nowrap; }
.voice { margin-left: 16px; padding-left: 16px; border-left: 2px solid #d5dbe5; }
.label { font: 700 22px/1.2 'Poppins', sans-serif; color: #1d43c4; margin-bottom: 10px; }
.question { font-size: 1.3em; line-height: 1.3; font-family: 'Poppins', 'DejaVu Sans', sans-serif; font-weight: 600; white-space: pre-line; overflow-wrap: anywhere; }
.recap { font-size: 0.7em; color: #4a5568; border-left: 5px solid #bfd3fe; padding-left: 12px; margin-bottom: 12px;
  white-space: pre-line; overflow-wrap: anywhere; }
ol { list-style: none; display: flex; flex-direction: column; gap: 8px; }
li { display: flex; gap: 14px; align-items: baseline; overflow-wrap: anywhere; }
li .n { flex: none; width: 1.5em; height: 1.5em; border-radius: 50%; display: inline-flex; align-items: center;
  justify-content: center; font: 700 0.68em/1 'Poppins', sans-serif; background: #dbe6fe; color: #1e3a9e; transform: translateY(-0.12em); }
li.prev { color: #4a5568; font-size: 0.8em; }
li.now .n { background: #2553e0; color: #fff; }
.answer { margin-top: 14px; display: inline-flex; gap: 14px; align-items: baseline; padding: 10px 18px; border: 4px solid #f5a400;
  background: #fff4d6; border-radius: 14px; font-weight: 700; overflow-wrap: anywhere; }
.answer b { flex: none; font: 700 0.75em 'Poppins', sans-serif; color: #1e347d; }
h1 { font: 700 44px/1.2 'Poppins', sans-serif; color: #1e347d; margin: 18px 0 16px; }
.lines p { font-size: 0.9em; color: #1b2333; margin-bottom: 8px; }
.points li.prev { font-size: 0.85em; }
/* The poster's play button corner (x 70–100 %, y 55–100 % of the frame): text flows around it. */
.push { float: right; width: 0; height: ${PUSH_PX}px; }
.corner { float: right; clear: right; width: ${Math.round(FRAME_WIDTH * 0.3)}px; height: ${CORNER_PX}px; }
`;

/**
 * Runs in the page before the screenshot: while the content overflows, remove what may go
 * (`[data-drop]` in order: earlier steps, then the repeated question), then shrink the font
 * down to MIN_FONT_PX. Returns whether the content fits.
 */
export const FIT_SCRIPT = `async () => {
  await document.fonts.ready;
  const main = document.querySelector('main');
  const fits = () => main.scrollHeight <= main.clientHeight + 1 && main.scrollWidth <= main.clientWidth + 1;
  const droppable = [...document.querySelectorAll('[data-drop]')]
    .sort((a, b) => Number(a.dataset.drop) - Number(b.dataset.drop));
  while (!fits() && droppable.length > 0) droppable.shift().remove();
  let size = ${BODY_FONT_PX};
  while (!fits() && size > ${MIN_FONT_PX}) { size -= 1; document.body.style.fontSize = size + 'px'; }
  return fits();
}`;

const math = (text: string) => renderQuestionHtml(text);

function stepItems(steps: readonly string[], shown: number): string {
  return steps
    .slice(0, shown)
    .map((step, index) => {
      const now = index === shown - 1;
      const drop = now ? '' : ` data-drop="${index}"`;
      return `<li class="${now ? 'now' : 'prev'}"${drop}><span class="n">${index + 1}</span><span>${math(step)}</span></li>`;
    })
    .join('');
}

function mainHtml(slide: Slide): string {
  switch (slide.kind) {
    case 'question':
      return `<div class="push"></div><div class="corner"></div>
        <p class="label">${escapeHtml(slide.label)}</p><p class="question">${math(slide.question)}</p>`;
    case 'steps': {
      const recap = `<p class="recap" data-drop="1000">${math(slide.question)}</p>`;
      const answer =
        slide.answer === undefined
          ? ''
          : `<div class="answer"><b>Jawaban</b><span>${math(slide.answer)}</span></div>`;
      return `<p class="label">${escapeHtml(slide.label)}</p>${recap}<ol>${stepItems(slide.steps, slide.shown)}</ol>${answer}`;
    }
    case 'title':
      return `<h1>${escapeHtml(slide.heading)}</h1><div class="lines">${slide.lines.map((line) => `<p>${math(line)}</p>`).join('')}</div>`;
    case 'points': {
      const items = slide.points
        .map((point, index) => {
          const now = index === slide.current;
          return `<li class="${now ? 'now' : 'prev'}"><span class="n">${index + 1}</span><span>${math(point)}</span></li>`;
        })
        .join('');
      return `<p class="label">${escapeHtml(slide.heading)}</p><ol class="points">${items}</ol>`;
    }
  }
}

/** The whole page of one slide of `script`; `position` is "3/7" in the footer. */
export function slideHtml(
  script: Pick<VideoScript, 'context' | 'teacher'>,
  slide: Slide,
  position: string,
): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><style>${STYLE}</style></head><body>
<header><span class="brand">CoBelajar</span><span class="context">${escapeHtml(script.context)}</span></header>
<main>${mainHtml(slide)}</main>
<footer><span>${escapeHtml(script.teacher)}<span class="voice">Suara narasi komputer</span></span><span>${escapeHtml(position)}</span></footer>
</body></html>`;
}
