// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "systolic/streamedsimulation.h"

#include "systolic/operandgenerator.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <vector>

// The hot loops are compiled three times (AVX-512, AVX2, baseline x86-64) and the loader picks
// one for the CPU (an ifunc), so the shipped package runs on any x86-64 and uses the vector
// units where they exist. GCC and Clang both accept this list; other targets get one version.
#if defined(__x86_64__) && defined(__ELF__) && (defined(__GNUC__) || defined(__clang__))
#define TS_VECTOR_CLONES __attribute__((target_clones("arch=x86-64-v4", "avx2", "default")))
#else
#define TS_VECTOR_CLONES
#endif

namespace ts::systolic {

namespace {

using i16 = std::int16_t;
using i32 = std::int32_t;
using i64 = std::int64_t;

/// Progress is reported (and cancellation checked) about every this many PE-updates: tens of
/// milliseconds at the simulator's speed.
constexpr i64 kReportPeUpdates = i64(1) << 26;
/// Streamed vectors generated (and their reference outputs computed) at a time.
constexpr i64 kChunk = 64;

/// A plane that shifts by whole PEs without moving data, as in SystolicSimulator: a window into
/// a buffer twice its size whose start moves back by `by` elements per shift; only when it
/// reaches the front is it copied back to the far end.
template <typename T> struct Window
{
    explicit Window(i64 n)
        : size(n)
        , slack(std::max<i64>(n, 256))
        , base(slack)
        , buffer(std::size_t(size + slack), T(0))
    { }
    T* data() { return buffer.data() + base; }
    void shift(i64 by)
    {
        if (base < by) {
            std::memmove(buffer.data() + slack, data(), std::size_t(size) * sizeof(T));
            base = slack;
        }
        base -= by;
    }
    void clear() { std::fill(data(), data() + size, T(0)); }

    i64 size, slack, base;
    std::vector<T> buffer;
};

/// How many of the lanes 0 … n − 1 (rows or columns, lane i skewed by i cycles) receive a slot
/// of a T-long stream in wave w: those with 0 ≤ w − i < T.
inline i64 lanesEntering(i64 n, i64 w, i64 length)
{
    const i64 first = std::max<i64>(0, w - length + 1);
    const i64 last = std::min<i64>(n - 1, w);
    return last >= first ? last - first + 1 : 0;
}

/// The per-fold state the cycle loops share. Rings hold one row per wave (index wave & mask):
/// what enters the left edge (R values) or the top edge (C values) in that wave, already skewed,
/// and (WS, IS) what must leave the bottom edge. A row is zeroed once used, so that padding
/// slots are zero and the rings are clean for the next fold.
struct FoldState
{
    i64 rows = 0, cols = 0, length = 0;
    i64 load = 0; ///< R under WS and IS, 0 under OS
    i64 local = 0, slotsInjected = 0, slotsPerFold = 0, lastOccupied = -1;
    i64 mask = 0;
    i64 faultLocal = -1; ///< local cycle of an injected fault in this fold, or −1
    i64 faultIndex = 0; ///< its PE, column-major
    i64 mismatches = 0;
    std::uint64_t checksum = 0; ///< modulo 2⁶⁴
    bool ended = false;

    /// Slot bookkeeping after wave w (local cycle `local`): the fold is over once every slot has
    /// entered and the last one has left the array.
    void countSlots(i64 w)
    {
        const i64 rowSlots = lanesEntering(rows, w, length);
        const i64 colSlots = lanesEntering(cols, w, length);
        slotsInjected += rowSlots + colSlots;
        if (rowSlots > 0)
            lastOccupied = std::max(lastOccupied, local + cols - 1);
        if (colSlots > 0)
            lastOccupied = std::max(lastOccupied, local + rows - 1);
        ended = slotsInjected == slotsPerFold && local >= lastOccupied;
        ++local;
    }
};

/// WS and IS, stream phase: up to `maxCycles` cycles or to the end of the fold. The horizontal
/// plane shifts right, the partial sums down; each PE adds its product to the partial sum passing
/// through; the bottom row leaves the array and is compared with the reference.
/// All ones except in the top row of each column (column-major rows × cols).
template <int Rows, int Cols>
constexpr std::array<i32, std::size_t(Rows) * Cols> kBelowTopRow = [] {
    std::array<i32, std::size_t(Rows) * Cols> mask {};
    for (std::size_t p = 0; p < mask.size(); ++p)
        mask[p] = p % Rows == 0 ? 0 : -1;
    return mask;
}();

/// FixedRows and FixedCols, when not 0, are the array's shape known at compile time: small
/// arrays then run without loop overhead.
template <int FixedRows, int FixedCols>
[[gnu::always_inline]] inline i64 streamCyclesImpl(FoldState& f, Window<i16>& horizontal,
    const i16* stationary, Window<i32>& vertical, i16* leftRing, i32* bottomRing, i64 maxCycles)
{
    const i64 rows = FixedRows ? FixedRows : f.rows;
    const i64 cols = FixedCols ? FixedCols : f.cols;
    const i64 size = rows * cols;
    i64 done = 0;
    while (done < maxCycles && !f.ended) {
        const i64 w = f.local - f.load;
        horizontal.shift(rows);
        vertical.shift(1);
        i16* __restrict h = horizontal.data();
        i32* __restrict v = vertical.data();
        i16* __restrict left = leftRing + (w & f.mask) * rows;
        const i16* __restrict s = stationary;
        if constexpr (FixedRows != 0 && FixedCols != 0) {
            // Small arrays: no plane value is stored and read back within the cycle (a vector
            // load over fresh narrow stores stalls on store forwarding): column 0 multiplies
            // the operands as they enter, and the zero partial sums entering the top row are a
            // mask.
            i16 in[FixedRows];
            for (i64 i = 0; i < rows; ++i) {
                in[i] = left[i];
                left[i] = 0;
            }
            for (i64 i = 0; i < rows; ++i) {
                h[i] = in[i];
                v[i] = (i == 0 ? 0 : v[i]) + i32(i16(in[i] * s[i]));
            }
            const auto& keep = kBelowTopRow<FixedRows, FixedCols>;
            for (i64 p = rows; p < size; ++p)
                v[p] = (v[p] & keep[std::size_t(p)]) + i32(i16(h[p] * s[p]));
        } else {
            for (i64 i = 0; i < rows; ++i) {
                h[i] = left[i];
                left[i] = 0;
            }
            for (i64 j = 0; j < cols; ++j)
                v[j * rows] = 0;
            for (i64 p = 0; p < size; ++p)
                v[p] += i32(i16(h[p] * s[p]));
        }
        if (f.local == f.faultLocal)
            v[f.faultIndex] += 1;
        i32* __restrict expected = bottomRing + (w & f.mask) * cols;
        i64 mismatches = 0, sum = 0;
        for (i64 j = 0; j < cols; ++j) {
            const i32 out = v[j * rows + rows - 1];
            mismatches += out != expected[j];
            sum += out;
            expected[j] = 0;
        }
        f.mismatches += mismatches;
        f.checksum += std::uint64_t(sum);
        f.countSlots(w);
        ++done;
    }
    return done;
}

/// OS: both operands move (A right, B down) and every PE accumulates its own output.
template <int FixedRows, int FixedCols, typename Acc>
[[gnu::always_inline]] inline i64 osCyclesImpl(FoldState& f, Window<i16>& horizontal,
    Window<i16>& vertical, Acc* accumulators, i16* leftRing, i16* topRing, i64 maxCycles)
{
    const i64 rows = FixedRows ? FixedRows : f.rows;
    const i64 cols = FixedCols ? FixedCols : f.cols;
    const i64 size = rows * cols;
    i64 done = 0;
    while (done < maxCycles && !f.ended) {
        const i64 w = f.local;
        horizontal.shift(rows);
        vertical.shift(1);
        i16* __restrict h = horizontal.data();
        i16* __restrict v = vertical.data();
        i16* __restrict left = leftRing + (w & f.mask) * rows;
        i16* __restrict top = topRing + (w & f.mask) * cols;
        for (i64 i = 0; i < rows; ++i) {
            h[i] = left[i];
            left[i] = 0;
        }
        for (i64 j = 0; j < cols; ++j) {
            v[j * rows] = top[j];
            top[j] = 0;
        }
        Acc* __restrict acc = accumulators;
        for (i64 p = 0; p < size; ++p)
            acc[p] += Acc(i16(h[p] * v[p]));
        if (f.local == f.faultLocal)
            acc[f.faultIndex] += 1;
        f.countSlots(w);
        ++done;
    }
    return done;
}

TS_VECTOR_CLONES i64 streamCycles(FoldState& f, Window<i16>& horizontal, const i16* stationary,
    Window<i32>& vertical, i16* leftRing, i32* bottomRing, i64 maxCycles)
{
    if (f.rows == 4 && f.cols == 4)
        return streamCyclesImpl<4, 4>(
            f, horizontal, stationary, vertical, leftRing, bottomRing, maxCycles);
    if (f.rows == 8 && f.cols == 8)
        return streamCyclesImpl<8, 8>(
            f, horizontal, stationary, vertical, leftRing, bottomRing, maxCycles);
    if (f.rows == 16 && f.cols == 16)
        return streamCyclesImpl<16, 16>(
            f, horizontal, stationary, vertical, leftRing, bottomRing, maxCycles);
    return streamCyclesImpl<0, 0>(
        f, horizontal, stationary, vertical, leftRing, bottomRing, maxCycles);
}

template <typename Acc>
[[gnu::always_inline]] inline i64 osCyclesAnySize(FoldState& f, Window<i16>& horizontal,
    Window<i16>& vertical, Acc* accumulators, i16* leftRing, i16* topRing, i64 maxCycles)
{
    if (f.rows == 4 && f.cols == 4)
        return osCyclesImpl<4, 4>(
            f, horizontal, vertical, accumulators, leftRing, topRing, maxCycles);
    if (f.rows == 8 && f.cols == 8)
        return osCyclesImpl<8, 8>(
            f, horizontal, vertical, accumulators, leftRing, topRing, maxCycles);
    if (f.rows == 16 && f.cols == 16)
        return osCyclesImpl<16, 16>(
            f, horizontal, vertical, accumulators, leftRing, topRing, maxCycles);
    return osCyclesImpl<0, 0>(f, horizontal, vertical, accumulators, leftRing, topRing, maxCycles);
}

TS_VECTOR_CLONES i64 osCycles32(FoldState& f, Window<i16>& horizontal, Window<i16>& vertical,
    i32* accumulators, i16* leftRing, i16* topRing, i64 maxCycles)
{
    return osCyclesAnySize(f, horizontal, vertical, accumulators, leftRing, topRing, maxCycles);
}

TS_VECTOR_CLONES i64 osCycles64(FoldState& f, Window<i16>& horizontal, Window<i16>& vertical,
    i64* accumulators, i16* leftRing, i16* topRing, i64 maxCycles)
{
    return osCyclesAnySize(f, horizontal, vertical, accumulators, leftRing, topRing, maxCycles);
}

/// Elements (row0 + r, col0 + c) of a generated matrix for r < rowCount, c < colCount, into
/// out[r * rowStride + c * colStride] as int16. The inner loop runs along whichever index is
/// contiguous in `out`, so that it vectorises.
TS_VECTOR_CLONES void generateBlock(std::uint32_t key, i64 row0, i64 rowCount, i64 col0,
    i64 colCount, i16* out, i64 rowStride, i64 colStride)
{
    if (rowStride != 1) {
        for (i64 r = 0; r < rowCount; ++r) {
            const std::uint32_t h = OperandGenerator::rowHash(key, row0 + r);
            i16* o = out + r * rowStride;
            for (i64 c = 0; c < colCount; ++c)
                o[c * colStride] = OperandGenerator::valueFromRow(h, col0 + c);
        }
        return;
    }
    constexpr i64 kBlock = 64;
    std::uint32_t hashes[kBlock];
    for (i64 r0 = 0; r0 < rowCount; r0 += kBlock) {
        const i64 n = std::min(kBlock, rowCount - r0);
        for (i64 r = 0; r < n; ++r)
            hashes[r] = OperandGenerator::rowHash(key, row0 + r0 + r);
        for (i64 c = 0; c < colCount; ++c) {
            i16* __restrict o = out + r0 + c * colStride;
            for (i64 r = 0; r < n; ++r)
                o[r] = OperandGenerator::valueFromRow(hashes[r], col0 + c);
        }
    }
}

/// WS and IS reference: y(j, t) = Σᵢ x(i, t)·S(i, j) over the mapped rows and columns, for
/// `count` streamed vectors; x and y are stored lane by lane (x(i, t) at x[i·kChunk + t]) so that
/// the inner loop runs along t. S is the row-major stationary tile (rows × cols).
TS_VECTOR_CLONES void streamReference(
    const i16* x, i64 count, const i16* tileRowMajor, i64 rowCount, i64 colCount, i64 cols, i32* y)
{
    for (i64 j = 0; j < colCount; ++j) {
        i32* __restrict out = y + j * kChunk;
        std::fill(out, out + count, 0);
        for (i64 i = 0; i < rowCount; ++i) {
            const i16 s = tileRowMajor[i * cols + j];
            const i16* __restrict xi = x + i * kChunk;
            for (i64 t = 0; t < count; ++t)
                out[t] += i32(i16(xi[t] * s));
        }
    }
}

/// OS reference: tile(i, j) += Σₖ a(i, k)·b(j, k) over `count` values of k, for the mapped rows
/// and columns (tile column-major, `rows` high); a(i, k) at a[i·kChunk + k], b likewise.
template <typename Acc>
[[gnu::always_inline]] inline void outerProductsImpl(
    const i16* a, const i16* b, i64 count, i64 rowCount, i64 colCount, i64 rows, Acc* tile)
{
    for (i64 j = 0; j < colCount; ++j) {
        const i16* __restrict bj = b + j * kChunk;
        for (i64 i = 0; i < rowCount; ++i) {
            const i16* __restrict ai = a + i * kChunk;
            i32 sum = 0; // at most kChunk · 2¹⁴
            for (i64 k = 0; k < count; ++k)
                sum += i32(ai[k]) * i32(bj[k]);
            tile[j * rows + i] += Acc(sum);
        }
    }
}
TS_VECTOR_CLONES void outerProducts32(
    const i16* a, const i16* b, i64 count, i64 rowCount, i64 colCount, i64 rows, i32* tile)
{
    outerProductsImpl(a, b, count, rowCount, colCount, rows, tile);
}
TS_VECTOR_CLONES void outerProducts64(
    const i16* a, const i16* b, i64 count, i64 rowCount, i64 colCount, i64 rows, i64* tile)
{
    outerProductsImpl(a, b, count, rowCount, colCount, rows, tile);
}

i64 ringRows(i64 rows, i64 cols)
{
    // A chunk of up to kChunk vectors is generated while up to kChunk earlier waves of the batch
    // are still to run; vector t writes rows t … t + R + C − 2.
    return i64(std::bit_ceil(std::uint64_t(2 * kChunk + rows + cols)));
}

/// Runs a whole GEMM, fold after fold; one instance per run.
class Runner
{
public:
    Runner(const FoldGeometry& geometry, std::uint32_t seed,
        const StreamedProgressCallback& progress, const InjectedFault* fault)
        : m_geometry(geometry)
        , m_operands(seed)
        , m_progress(progress)
        , m_fault(fault)
        , m_rows(geometry.array().rows)
        , m_cols(geometry.array().cols)
        , m_size(m_rows * m_cols)
        , m_length(geometry.streamLength())
        , m_mask(ringRows(m_rows, m_cols) - 1)
        , m_horizontal(0)
        , m_vertical16(0)
        , m_stationary(0)
        , m_vertical32(0)
    {
        m_result.clockCycles = 0;
        m_nextReport = kReportPeUpdates;
    }

    StreamedResult run()
    {
        if (!allocate()) {
            m_result.cancelled = true;
            return m_result;
        }
        const i64 folds = m_geometry.folds();
        for (i64 fold = 0; fold < folds; ++fold) {
            if (!runFold(fold)) {
                m_result.cancelled = true;
                break;
            }
            ++m_result.folds;
        }
        return m_result;
    }

private:
    /// Whether work of `units` (PE-updates, multiply-accumulates or bytes zeroed) is long
    /// enough to check for cancellation inside it: tens of milliseconds, as between reports.
    static bool large(i64 units) { return units >= kReportPeUpdates; }

    /// Reports progress now, whatever the PE-updates since the last report: inside work that
    /// runs before or between cycles. False when the callback cancelled.
    bool poll()
    {
        return !m_progress
            || m_progress(StreamedProgress { m_result.clockCycles, m_geometry.clockCycles(),
                m_result.folds, m_geometry.folds() });
    }

    /// The planes, rings and chunks, zeroed. On a 4096² array that is half a gigabyte and about
    /// a second of page faults before the first cycle (issue 34: Ctrl-C in the first seconds of
    /// such a run was not honoured until it ended): cancellation is checked between them when
    /// they are that large. False when cancelled.
    bool allocate()
    {
        const bool os = m_geometry.dataflow() == Dataflow::OutputStationary;
        const bool check = large(StreamedSimulation::workingSetBytes(m_geometry.array()));
        auto next = [&] { return !check || poll(); };
        m_horizontal = Window<i16>(m_size);
        if (!next())
            return false;
        if (os) {
            m_vertical16 = Window<i16>(m_size);
        } else {
            m_stationary = Window<i16>(m_size);
            if (!next())
                return false;
            m_vertical32 = Window<i32>(m_size);
        }
        if (!next())
            return false;
        m_leftRing.assign(std::size_t((m_mask + 1) * m_rows), 0);
        m_chunkA.assign(std::size_t(kChunk * m_rows), 0);
        if (!next())
            return false;
        if (os) {
            m_topRing.assign(std::size_t((m_mask + 1) * m_cols), 0);
            m_chunkB.assign(std::size_t(kChunk * m_cols), 0);
            if (!next())
                return false;
            // Accumulators and the reference tile: int32 holds K·2¹⁴ while K < 2¹⁷.
            m_wideAccumulators = m_length >= (i64(1) << 17);
            if (m_wideAccumulators) {
                m_acc64.assign(std::size_t(m_size), 0);
                m_ref64.assign(std::size_t(m_size), 0);
            } else {
                m_acc32.assign(std::size_t(m_size), 0);
                m_ref32.assign(std::size_t(m_size), 0);
            }
        } else {
            m_bottomRing.assign(std::size_t((m_mask + 1) * m_cols), 0);
            if (!next())
                return false;
            m_tileRowMajor.assign(std::size_t(m_size), 0);
            m_chunkOut.assign(std::size_t(kChunk * m_cols), 0);
        }
        return next();
    }

    /// Columns [j0, j0 + n) at a time whose `perColumn` units each stay under a report's worth,
    /// checking for cancellation between them when the whole is large. False when cancelled.
    template <typename Work> bool inColumnBands(i64 columns, i64 perColumn, Work work)
    {
        if (!large(columns * perColumn)) {
            work(i64(0), columns);
            return true;
        }
        const i64 band = std::max<i64>(1, kReportPeUpdates / std::max<i64>(1, perColumn));
        for (i64 j0 = 0; j0 < columns; j0 += band) {
            work(j0, std::min(band, columns - j0));
            if (!poll())
                return false;
        }
        return true;
    }

    /// False when the progress callback cancelled.
    bool report()
    {
        if (m_result.peUpdates < m_nextReport)
            return true;
        m_nextReport = m_result.peUpdates + kReportPeUpdates;
        if (!m_progress)
            return true;
        return m_progress(StreamedProgress {
            m_result.clockCycles, m_geometry.clockCycles(), m_result.folds, m_geometry.folds() });
    }

    /// Cycles to run before the next report is due (at least one).
    i64 cyclesUntilReport() const
    {
        return std::max<i64>(1, (m_nextReport - m_result.peUpdates + m_size - 1) / m_size);
    }

    void beginFold(std::int64_t fold, FoldState& f)
    {
        m_tile = m_geometry.tile(fold);
        f.rows = m_rows;
        f.cols = m_cols;
        f.length = m_length;
        f.load = m_geometry.loadCycles();
        f.mask = m_mask;
        f.slotsPerFold = f.load + (m_rows + m_cols) * m_length;
        if (m_fault && m_fault->fold == fold && m_fault->row >= 0 && m_fault->row < m_rows
            && m_fault->col >= 0 && m_fault->col < m_cols) {
            f.faultLocal = m_fault->localCycle;
            f.faultIndex = i64(m_fault->col) * m_rows + m_fault->row;
        }
        m_horizontal.clear();
        m_generated = 0;
    }

    void endFold(const FoldState& f)
    {
        m_result.mismatches += f.mismatches;
        m_result.checksum = i64(std::uint64_t(m_result.checksum) + f.checksum);
        // Every fold does rowCount × colCount × T real multiply-accumulates.
        m_result.macs += i64(m_tile.rowCount) * m_tile.colCount * m_length;
    }

    void account(i64 cycles)
    {
        m_result.clockCycles += cycles;
        m_result.peUpdates += cycles * m_size;
    }

    bool runFold(std::int64_t fold)
    {
        return m_geometry.dataflow() == Dataflow::OutputStationary ? runOsFold(fold)
                                                                   : runStreamFold(fold);
    }

    /// Generates streamed vectors [m_generated, m_generated + kChunk) (WS, IS) into the left
    /// ring, skewed (vector t enters row i in wave t + i), and their reference outputs into the
    /// bottom ring (output t leaves column j in wave t + R − 1 + j).
    /// False when cancelled (the chunk is then unfinished).
    bool generateStreamChunk()
    {
        const i64 t0 = m_generated;
        const i64 count = std::min<i64>(kChunk, m_length - t0);
        if (count <= 0)
            return true;
        const i64 rowCount = m_tile.rowCount;
        const i64 colCount = m_tile.colCount;
        // x(i, t): WS A(t, k0 + i); IS B(k0 + i, t). Unmapped rows stay zero in the ring.
        if (m_geometry.dataflow() == Dataflow::WeightStationary)
            generateBlock(m_operands.keyA(), t0, count, m_tile.rowStart, rowCount, m_chunkA.data(),
                1, kChunk);
        else
            generateBlock(m_operands.keyB(), m_tile.rowStart, rowCount, t0, count, m_chunkA.data(),
                kChunk, 1);
        // The reference is rowCount × colCount × count multiply-accumulates: 10⁹ on a 4096²
        // array, checked for cancellation column band by column band.
        const bool done = inColumnBands(colCount, rowCount * count, [&](i64 j0, i64 n) {
            streamReference(m_chunkA.data(), count, m_tileRowMajor.data() + j0, rowCount, n, m_cols,
                m_chunkOut.data() + j0 * kChunk);
        });
        if (!done)
            return false;
        for (i64 i = 0; i < rowCount; ++i) {
            const i16* x = m_chunkA.data() + i * kChunk;
            for (i64 t = 0; t < count; ++t)
                m_leftRing[std::size_t(((t0 + t + i) & m_mask) * m_rows + i)] = x[t];
        }
        for (i64 j = 0; j < colCount; ++j) {
            const i32* y = m_chunkOut.data() + j * kChunk;
            for (i64 t = 0; t < count; ++t)
                m_bottomRing[std::size_t(((t0 + t + m_rows - 1 + j) & m_mask) * m_cols + j)] = y[t];
        }
        m_generated = t0 + count;
        return true;
    }

    bool runStreamFold(std::int64_t fold)
    {
        FoldState f;
        beginFold(fold, f);
        m_vertical32.clear();
        m_stationary.clear();
        // The stationary tile: WS B(k0 + r, n0 + c); IS A(m0 + c, k0 + r); zero where unmapped.
        std::fill(m_tileRowMajor.begin(), m_tileRowMajor.end(), i16(0));
        if (m_geometry.dataflow() == Dataflow::WeightStationary)
            generateBlock(m_operands.keyB(), m_tile.rowStart, m_tile.rowCount, m_tile.colStart,
                m_tile.colCount, m_tileRowMajor.data(), m_cols, 1);
        else
            generateBlock(m_operands.keyA(), m_tile.colStart, m_tile.colCount, m_tile.rowStart,
                m_tile.rowCount, m_tileRowMajor.data(), 1, m_cols);

        // Load phase: the tile shifts in from the top, last row first; one slot per cycle.
        for (i64 local = 0; local < f.load; ++local) {
            m_stationary.shift(1);
            i16* s = m_stationary.data();
            const i16* row = m_tileRowMajor.data() + (m_rows - 1 - local) * m_cols;
            for (i64 j = 0; j < m_cols; ++j)
                s[j * m_rows] = row[j];
            ++f.slotsInjected;
            ++f.local;
            account(1);
            if (!report())
                return false;
        }
        const i16* stationary = m_stationary.data();

        while (!f.ended) {
            // Every vector entering up to the end of this batch is generated first.
            const i64 batch = std::min<i64>(cyclesUntilReport(), kChunk);
            const i64 lastWave = f.local - f.load + batch - 1;
            while (m_generated < m_length && m_generated <= lastWave) {
                if (!generateStreamChunk())
                    return false;
            }
            const i64 done = streamCycles(f, m_horizontal, stationary, m_vertical32,
                m_leftRing.data(), m_bottomRing.data(), batch);
            account(done);
            if (!report())
                return false;
        }
        endFold(f);
        return true;
    }

    /// OS: generates k in [m_generated, m_generated + kChunk): A(m0 + i, k) into the left ring
    /// (entering row i in wave k + i), B(k, n0 + j) into the top ring (column j, wave k + j),
    /// and adds their outer products to the reference tile.
    /// False when cancelled (the chunk is then unfinished).
    bool generateOsChunk()
    {
        const i64 k0 = m_generated;
        const i64 count = std::min<i64>(kChunk, m_length - k0);
        if (count <= 0)
            return true;
        const i64 rowCount = m_tile.rowCount;
        const i64 colCount = m_tile.colCount;
        // a(i, k) = A(m0 + i, k), b(j, k) = B(k, n0 + j); unmapped lanes stay zero in the rings.
        generateBlock(
            m_operands.keyA(), m_tile.rowStart, rowCount, k0, count, m_chunkA.data(), kChunk, 1);
        generateBlock(
            m_operands.keyB(), k0, count, m_tile.colStart, colCount, m_chunkB.data(), 1, kChunk);
        // rowCount × colCount × count multiply-accumulates: 10⁹ on a 4096² array, checked for
        // cancellation column band by column band.
        const bool done = inColumnBands(colCount, rowCount * count, [&](i64 j0, i64 n) {
            const i16* b = m_chunkB.data() + j0 * kChunk;
            if (m_wideAccumulators)
                outerProducts64(
                    m_chunkA.data(), b, count, rowCount, n, m_rows, m_ref64.data() + j0 * m_rows);
            else
                outerProducts32(
                    m_chunkA.data(), b, count, rowCount, n, m_rows, m_ref32.data() + j0 * m_rows);
        });
        if (!done)
            return false;
        for (i64 i = 0; i < rowCount; ++i) {
            const i16* a = m_chunkA.data() + i * kChunk;
            for (i64 k = 0; k < count; ++k)
                m_leftRing[std::size_t(((k0 + k + i) & m_mask) * m_rows + i)] = a[k];
        }
        for (i64 j = 0; j < colCount; ++j) {
            const i16* b = m_chunkB.data() + j * kChunk;
            for (i64 k = 0; k < count; ++k)
                m_topRing[std::size_t(((k0 + k + j) & m_mask) * m_cols + j)] = b[k];
        }
        m_generated = k0 + count;
        return true;
    }

    template <typename Acc> static i64 compareTile(std::vector<Acc>& acc, std::vector<Acc>& ref)
    {
        i64 mismatches = 0;
        for (std::size_t p = 0; p < acc.size(); ++p)
            mismatches += acc[p] != ref[p];
        return mismatches;
    }
    template <typename Acc> static std::uint64_t sumTile(const std::vector<Acc>& acc)
    {
        std::uint64_t sum = 0;
        for (Acc x : acc)
            sum += std::uint64_t(i64(x));
        return sum;
    }

    bool runOsFold(std::int64_t fold)
    {
        FoldState f;
        beginFold(fold, f);
        m_vertical16.clear();
        if (m_wideAccumulators) {
            std::fill(m_acc64.begin(), m_acc64.end(), 0);
            std::fill(m_ref64.begin(), m_ref64.end(), 0);
        } else {
            std::fill(m_acc32.begin(), m_acc32.end(), 0);
            std::fill(m_ref32.begin(), m_ref32.end(), 0);
        }
        while (!f.ended) {
            const i64 batch = std::min<i64>(cyclesUntilReport(), kChunk);
            const i64 lastWave = f.local + batch - 1;
            while (m_generated < m_length && m_generated <= lastWave) {
                if (!generateOsChunk())
                    return false;
            }
            const i64 done = m_wideAccumulators
                ? osCycles64(f, m_horizontal, m_vertical16, m_acc64.data(), m_leftRing.data(),
                    m_topRing.data(), batch)
                : osCycles32(f, m_horizontal, m_vertical16, m_acc32.data(), m_leftRing.data(),
                    m_topRing.data(), batch);
            account(done);
            if (!report())
                return false;
        }
        // Every accumulator is final: compare the tile (padding PEs must hold zero).
        if (m_wideAccumulators) {
            f.mismatches += compareTile(m_acc64, m_ref64);
            f.checksum += sumTile(m_acc64);
        } else {
            f.mismatches += compareTile(m_acc32, m_ref32);
            f.checksum += sumTile(m_acc32);
        }
        endFold(f);
        return true;
    }

    const FoldGeometry& m_geometry;
    OperandGenerator m_operands;
    const StreamedProgressCallback& m_progress;
    const InjectedFault* m_fault;
    const i64 m_rows, m_cols, m_size, m_length, m_mask;
    FoldTile m_tile;
    i64 m_generated = 0; ///< streamed vectors of this fold generated so far
    i64 m_nextReport = 0;
    bool m_wideAccumulators = false;
    StreamedResult m_result;

    Window<i16> m_horizontal;
    Window<i16> m_vertical16; ///< OS: B moving down
    Window<i16> m_stationary; ///< WS, IS
    Window<i32> m_vertical32; ///< WS, IS: partial sums moving down
    std::vector<i16> m_leftRing, m_topRing;
    std::vector<i32> m_bottomRing;
    std::vector<i16> m_tileRowMajor; ///< WS, IS: the stationary tile, row-major
    std::vector<i16> m_chunkA, m_chunkB;
    std::vector<i32> m_chunkOut;
    std::vector<i32> m_acc32, m_ref32;
    std::vector<i64> m_acc64, m_ref64;
};

} // namespace

std::optional<StreamedResult> StreamedSimulation::run(Dataflow dataflow, ArrayShape array,
    GemmShape gemm, std::uint32_t seed, const StreamedProgressCallback& progress,
    const InjectedFault* fault)
{
    // WS and IS partial sums are int32: at most R·2¹⁴, below 2³¹ while R < 2¹⁷.
    if (!array.isValid() || !gemm.isValid() || array.rows >= (1 << 17))
        return std::nullopt;
    const std::optional<FoldGeometry> geometry = FoldGeometry::create(dataflow, array, gemm);
    if (!geometry)
        return std::nullopt;
    Runner runner(*geometry, seed, progress, fault);
    return runner.run();
}

std::int64_t StreamedSimulation::workingSetBytes(ArrayShape array)
{
    const i64 size = i64(array.rows) * array.cols;
    const i64 ring = ringRows(array.rows, array.cols);
    // Planes (each window twice its size): two int16 and one int32, or OS's int64 accumulators
    // and reference; rings of int16 inputs and int32 outputs.
    const i64 planes = 2 * size * (2 + 2 + 4) + 2 * size * 8;
    const i64 rings = ring * (array.rows + array.cols) * (2 + 4);
    return planes + rings + kChunk * (array.rows + array.cols) * 6 + size * 2;
}

} // namespace ts::systolic
