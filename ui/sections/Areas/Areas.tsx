import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SectionOf } from '../../../api/contract/content.schemas';
import { Slider } from '../../components/Slider/Slider';
import { SmartLink } from '../../components/SmartLink';
import { useBoundedIndex } from '../../components/Slider/useBoundedIndex';
import { SectionTitle } from '../SectionFrame';
import { AREAS_COLUMN_SIZE } from '../constants';
import common from '../Section.module.css';
import styles from './Areas.module.css';
import { usePageSize } from './usePageSize';

type Area = SectionOf<'areas'>['areas'][number];

/** Splits a list into consecutive chunks of `size`. */
function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

function AreaPage({ areas }: { areas: Area[] }) {
  return (
    <div className={styles.page}>
      {chunk(areas, AREAS_COLUMN_SIZE).map((column, index) => (
        <ul key={index} className={styles.column} data-areas-column="">
          {column.map((area, row) => (
            <li key={`${area.name}-${row}`} className={styles.area}>
              {area.href ? <SmartLink href={area.href}>{area.name}</SmartLink> : area.name}
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}

function AreasSlider({ pages, initialIndex, onIndex }: { pages: Area[][]; initialIndex: number; onIndex(index: number): void }) {
  const { t } = useLingui();
  const state = useBoundedIndex(pages.length, initialIndex);
  useEffect(() => onIndex(state.index), [onIndex, state.index]);
  return (
    <Slider
      state={state}
      labels={{
        carousel: t({ id: 'sections.areas.carousel', message: 'Areas we serve' }),
        previous: t({ id: 'sections.areas.previous', message: 'Previous areas' }),
        next: t({ id: 'sections.areas.next', message: 'Next areas' }),
        slide: (position, count) => t({ id: 'sections.areas.slide', message: `Page ${position} of ${count}` }),
        dot: (position) => t({ id: 'sections.areas.dot', message: `Show page ${position}` }),
      }}
    >
      <AreaPage areas={pages[state.index] ?? []} />
    </Slider>
  );
}

/** The areas served, paged by viewport (20/40/60) and laid out in columns of 10. */
export function Areas({ section }: { section: SectionOf<'areas'> }) {
  const { t } = useLingui();
  const pageSize = usePageSize();
  const pages = chunk(section.areas, pageSize);
  // The first area on screen survives a page-size change, so resizing keeps the place.
  const firstVisible = useRef(0);
  const initialIndex = Math.floor(firstVisible.current / pageSize);
  return (
    <div className={common.container}>
      <div className={common.header}>
        <SectionTitle fallback={t({ id: 'sections.areas.fallbackTitle', message: 'Where we work' })}>
          {section.title}
        </SectionTitle>
      </div>
      {pages.length > 0 && (
        <AreasSlider
          // The slider machine has a fixed count: a new page size starts a new one.
          key={`${pageSize}-${pages.length}`}
          pages={pages}
          initialIndex={initialIndex}
          onIndex={(index) => {
            firstVisible.current = index * pageSize;
          }}
        />
      )}
    </div>
  );
}
