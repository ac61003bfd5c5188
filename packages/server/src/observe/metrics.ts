import type { PoolStats } from '@texas42/bots';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { BotDriver } from '../tables/bot-driver.js';

/** What the gauges read when Prometheus scrapes: the server's parts, asked at that moment. */
export interface MetricSources {
  /** Table rooms in memory. */
  readonly tablesOpen: () => number;
  /** Sockets connected to this process. */
  readonly socketsConnected: () => number;
  /** The hand analyses' pool: waiting and running. */
  readonly analyses: () => Pick<PoolStats, 'queued' | 'busy'>;
}

/**
 * The server's Prometheus metrics, one registry per server (tests run several servers in one
 * process; the global registry would mix them). prom-client's default metrics add the process
 * (CPU, memory, handles) and the event loop's delay (`nodejs_eventloop_lag_*`).
 */
export class ServerMetrics {
  readonly registry = new Registry();
  /** Actions appended to tables' logs, by kind (bid, play, shake...): rate() is actions per second. */
  readonly actions = new Counter({
    name: 'texas42_actions_total',
    help: 'Actions appended to tables logs (people, bots and the server), by action kind',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  /** From a socket's table:act arriving to the new state broadcast to the table (acknowledged). */
  readonly actionToBroadcast = new Histogram({
    name: 'texas42_action_broadcast_seconds',
    help: 'From a table:act message arriving to the new state being sent to the table',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly botDecision = new Histogram({
    name: 'texas42_bot_decision_seconds',
    help: 'Time a bot took to decide (waiting for a thread included), by bot level',
    labelNames: ['level'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  /** One table action's transaction: append, table row, results, and the fsync before the answer. */
  readonly commit = new Histogram({
    name: 'texas42_db_commit_seconds',
    help: 'Database time of one table action: its transaction and the fsync before it is answered',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [this.registry],
  });

  constructor(sources: MetricSources) {
    collectDefaultMetrics({ register: this.registry });
    const gauge = (name: string, help: string, read: () => number): void => {
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read());
        },
      });
    };
    gauge('texas42_tables_open', 'Table rooms in this process memory', sources.tablesOpen);
    gauge(
      'texas42_sockets_connected',
      'Sockets connected to this process',
      sources.socketsConnected,
    );
    gauge('texas42_analysis_queued', 'Hand analyses waiting for a thread', () => {
      return sources.analyses().queued;
    });
    gauge('texas42_analysis_running', 'Hand analyses running', () => sources.analyses().busy);
  }

  /** The same driver, each decision timed into `texas42_bot_decision_seconds`. */
  timeBots(driver: BotDriver): BotDriver {
    const stats = driver.stats?.bind(driver);
    return {
      decide: (level, view, rng, lane) => {
        const done = this.botDecision.startTimer({ level });
        return driver.decide(level, view, rng, lane).finally(() => done());
      },
      close: () => driver.close(),
      ...(stats === undefined ? {} : { stats }),
    };
  }

  /** The text a scrape gets, and its content type. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}
