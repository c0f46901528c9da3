import type { Meta, StoryObj } from '@storybook/react-vite';
import { allSizesOf, brandsOf, colorsOf, priceBounds } from '@storefront/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleProducts } from '../storyData';
import { SortSelect } from '../CollectionToolbar/SortSelect';
import { FilterDrawer } from './FilterDrawer';
import { FilterSidebar } from './FilterSidebar';

const meta = {
  title: 'Commerce/FilterDrawer',
  component: FilterDrawer,
  args: {
    activeCount: 2,
    resultCount: 10603,
    children: (
      <>
        <SortSelect value="Newest" onChange={fn()} />
        <FilterSidebar
          brands={brandsOf(sampleProducts)}
          selectedBrands={['nike']}
          onBrandsChange={fn()}
          colors={colorsOf(sampleProducts)}
          color="pink"
          onColorChange={fn()}
          sizes={allSizesOf(sampleProducts)}
          selectedSizes={[]}
          onSizesChange={fn()}
          priceBounds={priceBounds(sampleProducts)}
          price={{ min: 250, max: 950 }}
          onPriceChange={fn()}
        />
      </>
    ),
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof FilterDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The button opens the filters in a drawer; 'Show results' closes it on the list. */
export const Opens: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filter and sort (2)' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Filter and sort' });
    await expect(within(drawer).getByRole('group', { name: 'size' })).toBeInTheDocument();
    await expect(within(drawer).getByRole('combobox', { name: 'Sort by' })).toHaveValue('Newest');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show results (10,603)' }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
