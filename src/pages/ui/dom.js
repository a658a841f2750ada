// The DOM helpers the inspector's scripts share: every value from the sandbox goes in as text, never
// as markup.
export function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

export function fill(list, items) {
  list.replaceChildren(...items);
}
