-- A start writes its paper's 50-odd answer-sheet rows at once, and each index is one more entry
-- per row. Every read of a sheet in order filters by paperId first, which the primary key serves;
-- its rows are then ordered in memory. The (paperId, sort) index cost a start 15-20 % of its
-- database time (pgbench, the start's insert) and served no query.
DROP INDEX "PaperQuestion_paperId_sort_idx";
