import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountertopProvider } from '../CountertopProvider';
import { DataTable } from '../DataTable';
import { MoneyField } from '../MoneyField';
import { Pagination } from '../Pagination';
import { Spinner } from '../Spinner';
import { ThemeToggle } from '../ThemeToggle';
import type { UiStringOverrides } from './types';

const noop = () => undefined;

function Screen() {
  return (
    <>
      <DataTable aria-label="Products" columns={[{ id: 'name', header: 'Name', cell: () => '' }]} rows={[]} />
      <Pagination page={1} totalPages={3} onPageChange={noop} />
      <Spinner />
      <ThemeToggle />
      <MoneyField label="Amount" />
    </>
  );
}

describe('built-in strings', () => {
  it('read Australian English by default', () => {
    render(
      <CountertopProvider>
        <Screen />
      </CountertopProvider>,
    );
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByText('$')).toBeInTheDocument();
  });

  it('read Simplified Chinese under a zh-CN provider, the dollars still Australian', async () => {
    render(
      <CountertopProvider locale="zh-CN">
        <Screen />
      </CountertopProvider>,
    );
    // The Chinese dictionary is fetched on first use.
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByText('第 1 页，共 3 页')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一页' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /深色模式|浅色模式/ })).toBeInTheDocument();
    expect(screen.getByText('AU$')).toBeInTheDocument();
  });

  it('give way to props', async () => {
    render(
      <CountertopProvider locale="zh-CN">
        <DataTable aria-label="Products" columns={[]} rows={[]} emptyText="No products found" />
        <Pagination page={1} totalPages={3} onPageChange={noop} nextLabel="Onward" />
        <MoneyField label="Amount" prefix="A$" />
      </CountertopProvider>,
    );
    expect(await screen.findByText('上一页')).toBeInTheDocument();
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Onward' })).toBeInTheDocument();
    expect(screen.getByText('A$')).toBeInTheDocument();
  });

  it("take a consumer's overrides and added locales, English filling any gap", () => {
    const strings: UiStringOverrides = {
      'en-AU': { dataTable: { empty: 'Nothing here yet' } },
      'fr-FR': { pagination: { previous: 'Précédent', status: (v) => `Page ${v.page} sur ${v.total}` } },
    };
    render(
      <CountertopProvider strings={strings}>
        <DataTable aria-label="Products" columns={[]} rows={[]} />
        <CountertopProvider locale="fr-CA">
          <Pagination page={2} totalPages={3} onPageChange={noop} />
        </CountertopProvider>
      </CountertopProvider>,
    );
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.getByText('Page 2 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('fall back to Australian English for a locale nobody ships', () => {
    render(
      <CountertopProvider locale="ko-KR">
        <Pagination page={1} totalPages={2} onPageChange={noop} />
      </CountertopProvider>,
    );
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });
});
