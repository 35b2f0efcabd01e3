/** The part of itemsjs (which ships no types) the benchmark uses. */
declare module "itemsjs" {
  interface ItemsJsAggregation {
    title?: string;
    size?: number;
    conjunction?: boolean;
    show_facet_stats?: boolean;
  }
  interface ItemsJsConfiguration {
    aggregations?: Record<string, ItemsJsAggregation>;
    sortings?: Record<string, { field: string | string[]; order: string | string[] }>;
    searchableFields?: string[];
    native_search_enabled?: boolean;
  }
  interface ItemsJsSearchOptions<T> {
    query?: string;
    per_page?: number;
    page?: number;
    sort?: string;
    filters?: Record<string, (string | number)[]>;
    filter?: (item: T) => boolean;
  }
  interface ItemsJsResult<T> {
    pagination: { per_page: number; page: number; total: number };
    data: { items: T[]; aggregations: Record<string, unknown> };
  }
  interface ItemsJs<T> {
    search(options: ItemsJsSearchOptions<T>): ItemsJsResult<T>;
  }
  export default function itemsjs<T>(items: T[], configuration: ItemsJsConfiguration): ItemsJs<T>;
}
