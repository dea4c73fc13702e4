import { Trans, useLingui } from '@lingui/react/macro';
import Head from 'next/head';
import type { ReactNode } from 'react';
import { CHART_CSS } from '../chart/chartSvg';
import type { CatalogChart } from './describeCatalog';
import styles from './MachineCatalog.module.css';

function List({ items }: { items: string[] }) {
  if (!items.length) {
    return (
      <span className={styles.none}>
        <Trans id="devtools.catalog.none">none</Trans>
      </span>
    );
  }
  return <>{items.join(', ')}</>;
}

/** One term of a machine's facts and its value. */
function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Machine({ chart }: { chart: CatalogChart }) {
  const { t } = useLingui();
  const delays = chart.delays.map((delay) => (delay.ms === null ? delay.name : `${delay.name} = ${delay.ms} ms`));
  return (
    <section className={styles.machine} id={chart.id} aria-labelledby={`${chart.id}-title`} data-testid="catalog-machine">
      <h2 id={`${chart.id}-title`}>{chart.id}</h2>
      <dl className={styles.facts}>
        <Fact label={<Trans id="devtools.catalog.source">Source</Trans>}>
          <a href={`vscode://file${chart.sourcePath}`}>{chart.source}</a>
        </Fact>
        <Fact label={<Trans id="devtools.catalog.size">Size</Trans>}>
          {t({ id: 'devtools.catalog.sizeValue', message: `${chart.states} states, ${chart.transitions} transitions` })}
        </Fact>
        <Fact label={<Trans id="devtools.catalog.events">Events</Trans>}>
          <List items={chart.events} />
        </Fact>
        <Fact label={<Trans id="devtools.catalog.guards">Guards</Trans>}>
          <List items={chart.guards} />
        </Fact>
        <Fact label={<Trans id="devtools.catalog.delays">Delays</Trans>}>
          <List items={delays} />
        </Fact>
        <Fact label={<Trans id="devtools.catalog.actors">Actors</Trans>}>
          <List items={chart.actors} />
        </Fact>
      </dl>
      {/* The drawing is our own markup, made on the server from the chart (names escaped). */}
      <figure className={styles.figure} dangerouslySetInnerHTML={{ __html: chart.svg }} />
    </section>
  );
}

/** `/dev/machines` (development builds): every statechart of `machines/`, drawn from its definition without running it. */
export function MachineCatalogView({ charts }: { charts: CatalogChart[] }) {
  const { t } = useLingui();
  const title = t({ id: 'devtools.catalog.title', message: 'Statecharts' });
  return (
    <div className={styles.catalog}>
      <Head>
        <title>{title}</title>
        <meta name="description" content={t({ id: 'devtools.catalog.description', message: 'Every statechart of the site, drawn from its definition.' })} />
        <meta name="robots" content="noindex" />
      </Head>
      <style>{CHART_CSS}</style>
      <h1>{title}</h1>
      <p>
        {t({
          id: 'devtools.catalog.intro',
          message: `${charts.length} machines, drawn from their definitions without running them. Transitions that stay in their state are listed inside it (↻).`,
        })}
      </p>
      <nav aria-label={t({ id: 'devtools.catalog.index', message: 'Machines' })}>
        <ul className={styles.index}>
          {charts.map((chart) => (
            <li key={chart.id}>
              <a href={`#${chart.id}`}>{chart.id}</a>
            </li>
          ))}
        </ul>
      </nav>
      {charts.map((chart) => (
        <Machine key={chart.id} chart={chart} />
      ))}
    </div>
  );
}
