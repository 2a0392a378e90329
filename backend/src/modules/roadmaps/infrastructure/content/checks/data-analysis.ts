import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/data-analysis.ts. */
export const DATA_ANALYSIS_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'numpy-basics',
    questions: [
      {
        id: 'numpy-basics-1',
        kind: 'single',
        section: 'dtype and shape',
        prompt: 'What is the dtype of `np.array([4, 7, 2.5, 1])`?',
        options: [
          {
            text: '`int64`, because most of the values are integers',
            correct: false,
            why: 'NumPy does not vote: it picks one type that can hold every value, and 2.5 is not an integer.',
          },
          {
            text: '`float64`',
            correct: true,
            why: 'A single float makes the whole array float, since every element of an ndarray has the same type.',
          },
          {
            text: '`object`, since the values have mixed types',
            correct: false,
            why: 'Integers and floats have a common numeric type, so NumPy converts them; `object` appears only when you ask for it or mix in arbitrary Python objects.',
          },
          {
            text: 'Each element keeps its own dtype',
            correct: false,
            why: 'That describes a Python list. An ndarray has exactly one dtype for all its elements, which is what makes it fast.',
          },
        ],
      },
      {
        id: 'numpy-basics-2',
        kind: 'output',
        section: 'Indexing, slicing and views',
        prompt:
          'This is a plain Python **list**, not a NumPy array. What does it print? (Then think about what the same code would do with `np.array`.)',
        code: {
          language: 'python',
          source: `prices = [10, 20, 30, 40]
part = prices[1:3]
part[0] = 99
print(prices, part)`,
        },
        options: [
          {
            text: '[10, 20, 30, 40] [99, 30]',
            correct: true,
            why: 'A list slice is a new list, so changing it leaves `prices` alone. With a NumPy array the slice would be a view and `prices` would become `[10, 99, 30, 40]`.',
          },
          {
            text: '[10, 99, 30, 40] [99, 30]',
            correct: false,
            why: 'That is what a NumPy array would show, because its slices are views; list slices are copies.',
          },
          {
            text: '[99, 20, 30, 40] [99, 30]',
            correct: false,
            why: '`part[0]` is the first element of the slice, which was `prices[1]`, not `prices[0]`; and a list slice is a copy anyway.',
          },
          {
            text: '[10, 20, 30, 40] [99, 20]',
            correct: false,
            why: '`prices[1:3]` holds the elements at positions 1 and 2 (20 and 30); only the first of them was replaced.',
          },
        ],
      },
      {
        id: 'numpy-basics-3',
        kind: 'fill',
        section: 'Aggregating along an axis',
        prompt:
          'A 2-D array has one row per customer and one column per month. To get the total of each month (one value per column), you call `orders.sum(axis=____)`.',
        answers: ['0'],
        why: 'Summing over axis 0 collapses the rows, leaving one value per column; `axis=1` would give one total per customer.',
      },
      {
        id: 'numpy-basics-4',
        kind: 'multiple',
        section: 'Indexing, slicing and views',
        prompt:
          'For a 2-D array `a`, which of these return a **view** that shares memory with `a`? Pick all that apply.',
        options: [
          {
            text: '`a[1:3]`',
            correct: true,
            why: 'Basic slicing with `start:stop` always returns a view.',
          },
          {
            text: '`a[:, 0]`',
            correct: true,
            why: 'An integer combined with slices is still basic indexing, so the column is a view into `a`.',
          },
          {
            text: '`a[[0, 2]]`',
            correct: false,
            why: 'Indexing with a list of positions is advanced indexing, which always copies.',
          },
          {
            text: '`a[a > 0]`',
            correct: false,
            why: 'A boolean mask is advanced indexing too; the selected elements are copied into a new 1-D array.',
          },
          {
            text: '`a[1:3].copy()`',
            correct: false,
            why: '`.copy()` exists to give you independent data that no longer shares memory.',
          },
        ],
      },
      {
        id: 'numpy-basics-5',
        kind: 'order',
        section: 'Broadcasting',
        prompt: 'Put the steps NumPy takes to decide whether two shapes broadcast, and to what shape, in order.',
        steps: [
          'Line the two shapes up from their rightmost (trailing) dimension',
          'Treat any missing dimension on the left of the shorter shape as 1',
          'Check each pair of sizes: they must be equal or one of them must be 1',
          'Give the result the larger of the two sizes on every axis',
        ],
        why: 'Shapes are compared from the right; missing dimensions count as 1; any pair that is neither equal nor contains a 1 raises "operands could not be broadcast together"; otherwise each axis takes the larger size.',
      },
      {
        id: 'numpy-basics-6',
        kind: 'single',
        section: 'Missing values: NaN',
        prompt: 'A float array `x` has some missing values stored as `np.nan`. Which expression counts them correctly?',
        options: [
          {
            text: '`(x == np.nan).sum()`',
            correct: false,
            why: 'NaN is not equal to anything, not even itself, so this comparison is always False and the count is 0.',
          },
          {
            text: '`np.isnan(x).sum()`',
            correct: true,
            why: '`np.isnan` marks each NaN with True, and summing booleans counts the Trues.',
          },
          {
            text: '`len(x) - np.nanmean(x)`',
            correct: false,
            why: '`np.nanmean` returns the mean of the non-missing values, not how many there are.',
          },
          {
            text: '`x.sum() - np.nansum(x)`',
            correct: false,
            why: 'With any NaN present `x.sum()` is NaN, and NaN minus a number is NaN, not a count.',
          },
        ],
      },
      {
        id: 'numpy-basics-7',
        kind: 'single',
        section: 'Random numbers',
        prompt:
          'A colleague’s bootstrap notebook gives different confidence intervals every time it runs, and the reviewer cannot reproduce them. What does current NumPy recommend?',
        options: [
          {
            text: 'Call `np.random.seed(0)` at the top of every cell that uses random numbers',
            correct: false,
            why: 'That reseeds the legacy global generator; the NumPy docs recommend a Generator object instead of the module-level functions.',
          },
          {
            text: 'Create `rng = np.random.default_rng(2026)` once and pass `rng` to every function that draws random numbers',
            correct: true,
            why: 'One seeded Generator controls the whole run, so the same seed reproduces the same samples, and nothing else can change its state behind your back.',
          },
          {
            text: 'Avoid randomness and always take the first 1,000 rows as the sample',
            correct: false,
            why: 'The first rows are often not representative (sorted by date, by customer); a seeded random sample is both fair and reproducible.',
          },
          {
            text: 'Call `np.random.default_rng()` without a seed, since it is already reproducible',
            correct: false,
            why: 'Without a seed, `default_rng` takes fresh entropy from the operating system and the numbers change each run.',
          },
        ],
      },
      {
        id: 'numpy-basics-8',
        kind: 'single',
        section: 'How pandas sits on NumPy',
        prompt:
          'A pandas column `s` holds `[10.0, NaN, 20.0]`. `s.mean()` returns 15.0 but `np.mean(s.to_numpy())` returns `nan`. Why?',
        options: [
          {
            text: 'pandas skips missing values by default (`skipna=True`); NumPy’s `mean` lets NaN spread into the result',
            correct: true,
            why: 'pandas’ reductions skip NaN unless told otherwise; in NumPy you choose `np.nanmean` explicitly to do the same.',
          },
          {
            text: 'pandas quietly replaces every missing value with 0 before it averages, whereas NumPy keeps the NaN and refuses to guess',
            correct: false,
            why: 'Filling with 0 would give (10 + 0 + 20) / 3 = 10, not 15; pandas leaves the NaN out of both the sum and the count.',
          },
          {
            text: '`to_numpy()` corrupts the data while converting it',
            correct: false,
            why: 'The array holds exactly the same three values; the difference is only in how each library treats NaN.',
          },
          {
            text: 'NumPy cannot compute the mean of floats',
            correct: false,
            why: 'NumPy computes float means all the time; it returns NaN here because one input is NaN.',
          },
        ],
      },
    ],
  },
];
