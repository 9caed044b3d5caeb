import { defineMessages } from '@ibr/ui/define-messages'

/** Texts of the data-table component. */
export const messages = defineMessages(
  {
    'table.sortAscending': '，点击按升序排列',
    'table.sortDescending': '，点击按降序排列',
    'table.selectPage': '选择本页全部',
    'table.selectRow': '选择“{name}”',
    'table.selected': '已选 {count} 项',
    'table.clearSelection': '取消选择',
    'table.lineLabel': '{label}：',
    'table.filters': '筛选条件',
    'table.filtersActive': '筛选条件（{count}）',
  },
  {
    'table.sortAscending': ', sort ascending',
    'table.sortDescending': ', sort descending',
    'table.selectPage': 'Select every row on this page',
    'table.selectRow': 'Select “{name}”',
    'table.selected': '{count} selected',
    'table.clearSelection': 'Clear selection',
    'table.lineLabel': '{label}:',
    'table.filters': 'Filters',
    'table.filtersActive': 'Filters ({count})',
  },
)
