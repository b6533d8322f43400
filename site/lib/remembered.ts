/**
 * A pure function of strings whose answers are kept by their arguments, for what a build asks
 * again on page after page. The bound (a clear at 1,000 answers) only guards against unbounded input.
 */
export function remembered<A extends string[], R>(compute: (...args: A) => R): (...args: A) => R {
  const answers = new Map<string, R>();
  return (...args) => {
    const key = args.join('|');
    let answer = answers.get(key);
    if (answer === undefined) {
      if (answers.size >= 1_000) answers.clear();
      answers.set(key, (answer = compute(...args)));
    }
    return answer;
  };
}
