/** Another built checkout measured beside this one in the same run. */
export interface Build {
  name: string;
  root: string;
}

/**
 * BENCH_BASELINES="name=/path/to/other/checkout,...": other built checkouts (e.g. the previous
 * commit, built) that a suite measures in the same run, for a comparison on equal terms.
 */
export function baselines(): Build[] {
  return (process.env.BENCH_BASELINES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [name, root] = entry.split('=');
      if (!name || !root) throw new Error(`BENCH_BASELINES: "${entry}" is not name=/path/to/checkout`);
      return { name, root };
    });
}
