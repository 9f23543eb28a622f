import { readFile } from 'node:fs/promises';
import pg from 'pg';

/** /proc/PID/stat counts CPU time in clock ticks of 10 ms (USER_HZ is 100 on Linux). */
const MICROS_PER_TICK = 10_000;

/** The CPU time (user and system) process `pid` has used so far, in µs; 0 once it has exited. */
async function processCpuMicros(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat === undefined) return 0;
  // The fields after the command name, which is in brackets and may hold spaces: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MICROS_PER_TICK;
}

/** The CPU a server has used so far: its own process, and the PostgreSQL backends serving its database. */
export interface CpuReading {
  server: number;
  /** By backend pid: backends come and go with the server's pool. */
  backends: Map<number, number>;
}

/** The CPU a server used between two readings, in µs. */
export interface CpuUse {
  server: number;
  database: number;
}

/**
 * Reads the CPU time of servers and of their PostgreSQL backends (found in pg_stat_activity by database
 * name: the server must run on this machine). Linux only: elsewhere every reading is 0.
 */
export class CpuMeter {
  private constructor(private readonly admin: pg.Client | undefined) {}

  static async open(postgresUrl: string | undefined): Promise<CpuMeter> {
    if (!postgresUrl) return new CpuMeter(undefined);
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    return new CpuMeter(admin);
  }

  async read(pid: number, database: string | undefined): Promise<CpuReading> {
    const backendPids =
      database && this.admin
        ? (await this.admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database])).rows.map(
            (row) => row.pid,
          )
        : [];
    const backends = new Map(await Promise.all(backendPids.map(async (backend) => [backend, await processCpuMicros(backend)] as const)));
    return { server: await processCpuMicros(pid), backends };
  }

  /** A backend that ended between the readings is not counted after its last reading; one that started, from 0. */
  static between(before: CpuReading, after: CpuReading): CpuUse {
    let database = 0;
    for (const [backend, micros] of after.backends) database += micros - (before.backends.get(backend) ?? 0);
    return { server: after.server - before.server, database };
  }

  async close(): Promise<void> {
    await this.admin?.end();
  }
}
