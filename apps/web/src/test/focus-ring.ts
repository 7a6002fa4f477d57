/**
 * The outline styles of an element's own `:focus-visible` rules (its Chakra classes'), which
 * jsdom does not apply: what a keyboard user would see around it.
 */
export function focusVisibleOutlineStyles(element: Element): string[] {
  const classes = [...element.classList].filter((name) => name.startsWith('css-'));
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
    .filter(
      (rule) =>
        rule.selectorText.includes(':focus-visible') &&
        classes.some((name) => rule.selectorText.includes(`.${name}`)),
    )
    .map((rule) => rule.style.getPropertyValue('outline-style'));
}
