import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** The command line, arguments separated by spaces. */
  command: string;
  /** A zombie has exited but not been reaped; it holds no files and no port. */
  zombie: boolean;
}

/** What the OS says about a process, or undefined when there is no such process. */
export async function processInfo(pid: number): Promise<ProcessInfo | undefined> {
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  if (process.platform === 'linux') {
    try {
      const [stat, cmdline] = await Promise.all([
        readFile(`/proc/${pid}/stat`, 'utf8'),
        readFile(`/proc/${pid}/cmdline`, 'utf8'),
      ]);
      // The command name in field 2 may itself contain spaces and parentheses: split after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return {
        pid,
        ppid: Number(fields[1]),
        command: cmdline.split('\0').join(' ').trim(),
        zombie: fields[0] === 'Z',
      };
    } catch {
      return undefined;
    }
  }
  try {
    const { stdout } = await execFileAsync('ps', ['-o', 'ppid=,stat=,command=', '-p', String(pid)]);
    const match = /^\s*(\d+)\s+(\S+)\s+(.*)$/.exec(stdout.trim());
    if (!match) return undefined;
    return { pid, ppid: Number(match[1]), command: match[3] ?? '', zombie: (match[2] ?? '').startsWith('Z') };
  } catch {
    return undefined;
  }
}

export async function isRunning(pid: number): Promise<boolean> {
  const info = await processInfo(pid);
  return info !== undefined && !info.zombie;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until the process is gone (or a zombie); false if it is still running after `timeoutMs`. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!(await isRunning(pid))) return true;
    await sleep(100);
  }
  return !(await isRunning(pid));
}
