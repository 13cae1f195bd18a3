import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Appends one dated run (machine summary + each suite's lines) to bench/RESULTS.md. */
export function appendResults(root: string, sections: { name: string; lines: string[] }[]): string {
  const file = path.join(root, 'bench', 'RESULTS.md');
  if (!existsSync(file))
    writeFileSync(file, '# Benchmark results\n\nEach `npm run bench` appends a dated run below.\n');
  const cpus = os.cpus();
  const header = [
    '',
    `## ${new Date().toISOString()}`,
    '',
    `Machine: ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  ];
  const body = sections.flatMap((s) => ['', `### ${s.name}`, '', ...s.lines]);
  appendFileSync(file, `${[...header, ...body].join('\n')}\n`);
  return file;
}
