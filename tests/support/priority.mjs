import fs from 'node:fs'

/**
 * Lowers the CPU priority of the session PID belongs to. Linux shares the CPU between sessions
 * (autogroups) first and between the processes of one session second, so `nice` alone changes
 * nothing against another session. The test harness starts each phase in a session of its own, and
 * pg_ctl starts PostgreSQL in one: a phase at nice 10 took as much CPU as the browser tests. The
 * session's own nice value (/proc/PID/autogroup) counts against other sessions, for every process
 * in it. Where the kernel has no autogroups, the processes' own nice value is all there is.
 */
export function lowerSessionPriority(pid, niceness = 10) {
  try {
    fs.writeFileSync(`/proc/${pid}/autogroup`, String(niceness))
  } catch {
    // no autogroup scheduling here
  }
}
