import axe from 'axe-core';

/**
 * axe-core's violations in a rendered tree (jsdom: colour contrast cannot be measured there, the
 * browser checks it), as "rule: target" lines, so that a failure says what is wrong.
 */
export async function axeViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
