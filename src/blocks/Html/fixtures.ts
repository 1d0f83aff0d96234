import type { HtmlBlock } from '@/payload-types'

/** HTML as an editor might paste it: a heading, text, a link and a small table. */
export const htmlFixture = {
  blockType: 'html',
  html: [
    '<h2>Filter sizes at a glance</h2>',
    '<p>Most homes use one of these filter sizes; the size is printed on the frame of the filter you have now. <a href="/find-a-dealer/">Ask a dealer</a> if you are unsure.</p>',
    '<table><caption>Common filter sizes</caption><thead><tr><th scope="col">Size (inches)</th><th scope="col">Typical use</th></tr></thead>',
    '<tbody><tr><td>16 x 25 x 1</td><td>Return grille in a hallway</td></tr><tr><td>20 x 25 x 4</td><td>Media cabinet beside the furnace</td></tr></tbody></table>',
  ].join(''),
} satisfies HtmlBlock

/** Pasted HTML carrying a script, an event handler and a javascript: link: all three are removed. */
export const unsafeHtmlFixture = {
  blockType: 'html',
  html: [
    '<h1 style="position:fixed;top:0">Pasted from an old page</h1>',
    '<p onclick="alert(1)">Text pasted with unsafe parts; only the text and the safe link stay. <a href="javascript:alert(2)">A link that ran code</a> and <a href="/rebates/">a link to rebates</a>.</p>',
    '<script>alert(3)</script>',
  ].join(''),
} satisfies HtmlBlock
