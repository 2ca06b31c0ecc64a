/**
 * A page's HTML without the interface's messages that next-intl hands the browser (every
 * language's words are the same for everyone), so a check that some data is absent from the
 * page is not fooled by a message that happens to contain the same word ("Sold out").
 */
export function withoutInterfaceMessages(html: string): string {
  const marker = '\\"messages\\":{';
  let out = html;
  for (let start = out.indexOf(marker); start >= 0; start = out.indexOf(marker)) {
    let depth = 0;
    let end = start + marker.length - 1;
    for (; end < out.length; end++) {
      if (out[end] === "{") depth++;
      else if (out[end] === "}" && --depth === 0) break;
    }
    out = out.slice(0, start) + out.slice(end + 1);
  }
  return out;
}
