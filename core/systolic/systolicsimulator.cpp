// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "systolic/systolicsimulator.h"

#include <algorithm>
#include <cstring>

namespace ts::systolic {

using Eigen::Index;

/// A rows × cols register plane (column-major) that shifts by whole PEs without moving data: the
/// plane is a window into a longer buffer, and a shift moves the window's start back by one PE
/// (down) or one column (right). Only when the window reaches the buffer's front is it copied
/// back to the far end, once every `slack` shifted elements.
template <typename Scalar> struct SystolicSimulator<Scalar>::Plane
{
    Plane(Index r, Index c)
        : rows(r)
        , cols(c)
        , size(r * c)
        , slack(std::max<Index>(r * c, 256))
        , base(slack)
        , buffer(std::size_t(size + slack), Scalar(0))
    { }

    Scalar* data() { return buffer.data() + base; }
    const Scalar* data() const { return buffer.data() + base; }
    Eigen::Map<Matrix> map() { return Eigen::Map<Matrix>(data(), rows, cols); }
    Eigen::Map<const Matrix> map() const { return Eigen::Map<const Matrix>(data(), rows, cols); }

    /// Moves every element `by` places further along the column-major order: by = 1 shifts the
    /// plane down one row, by = rows shifts it right one column. The vacated first row/column
    /// holds stale values the caller overwrites with what enters at the edge.
    void shift(Index by)
    {
        if (base < by) {
            std::memmove(buffer.data() + slack, data(), std::size_t(size) * sizeof(Scalar));
            base = slack;
        }
        base -= by;
    }
    void clear() { std::fill(data(), data() + size, Scalar(0)); }

    Index rows, cols, size, slack, base;
    std::vector<Scalar> buffer;
};

template <typename Scalar> struct SystolicSimulator<Scalar>::Checkpoint
{
    std::int64_t local = 0;
    Matrix horizontal, vertical, stationary;
    Matrix outputs; ///< the fold's output region of C
    std::int64_t macs = 0, peUpdates = 0, slotsInjected = 0, lastOccupiedLocal = -1;
    std::int64_t macsThisCycle = 0;
    std::vector<Scalar> leftIn, topIn, bottomOut;
    std::vector<std::uint8_t> leftInValid, topInValid, bottomOutValid;
};

template <typename Scalar>
std::unique_ptr<SystolicSimulator<Scalar>> SystolicSimulator<Scalar>::create(
    Dataflow dataflow, ArrayShape array, Matrix a, Matrix b)
{
    if (a.cols() != b.rows() || a.size() == 0 || b.size() == 0)
        return nullptr;
    const std::optional<FoldGeometry> geometry = FoldGeometry::create(
        dataflow, array, GemmShape(GemmM(a.rows()), GemmN(b.cols()), GemmK(a.cols())));
    if (!geometry)
        return nullptr;
    return std::unique_ptr<SystolicSimulator>(
        new SystolicSimulator(*geometry, std::move(a), std::move(b)));
}

template <typename Scalar>
SystolicSimulator<Scalar>::SystolicSimulator(const FoldGeometry& geometry, Matrix a, Matrix b)
    : m_geometry(geometry)
    , m_a(std::move(a))
    , m_b(std::move(b))
    , m_c(Matrix::Zero(m_a.rows(), m_b.cols()))
{
    const Index rows = geometry.array().rows;
    const Index cols = geometry.array().cols;
    m_horizontal = std::make_unique<Plane>(rows, cols);
    m_vertical = std::make_unique<Plane>(rows, cols);
    m_stationary = std::make_unique<Plane>(rows, cols);
    m_leftIn.assign(std::size_t(rows), Scalar(0));
    m_leftInValid.assign(std::size_t(rows), 0);
    m_topIn.assign(std::size_t(cols), Scalar(0));
    m_topInValid.assign(std::size_t(cols), 0);
    m_bottomOut.assign(std::size_t(cols), Scalar(0));
    m_bottomOutValid.assign(std::size_t(cols), 0);
    // Every row receives T operand slots and every column T (operands under OS, partial sums
    // under WS/IS), padding included; WS/IS first shift R rows of stationary operands in.
    m_slotsPerFold = geometry.loadCycles() + (rows + cols) * geometry.streamLength();
    // Up to 16 checkpoints per fold, as many as fit kCheckpointBudgetBytes (at least two): the
    // largest a checkpoint gets is three planes, the edge vectors and the fold's output region.
    const Index m = m_c.rows();
    const Index n = m_c.cols();
    Index outputElements = 0;
    switch (geometry.dataflow()) {
    case Dataflow::OutputStationary:
        outputElements = std::min(rows, m) * std::min(cols, n);
        break;
    case Dataflow::WeightStationary:
        outputElements = m * std::min(cols, n);
        break;
    case Dataflow::InputStationary:
        outputElements = std::min(cols, m) * n;
        break;
    }
    const std::int64_t edge = rows + 2 * cols; // leftIn, topIn, bottomOut and their flags
    const std::int64_t checkpointSize = std::int64_t(sizeof(Checkpoint))
        + (3 * rows * cols + outputElements + edge) * std::int64_t(sizeof(Scalar)) + edge;
    const std::int64_t count
        = std::clamp<std::int64_t>(kCheckpointBudgetBytes / checkpointSize, 2, 16);
    // Rounded up, so that a fold holds at most `count` of them.
    m_checkpointInterval
        = std::max<std::int64_t>(8, (geometry.cyclesPerFold() + count - 1) / count);
    beginFold(0);
}

template <typename Scalar> SystolicSimulator<Scalar>::~SystolicSimulator() = default;

template <typename Scalar> void SystolicSimulator<Scalar>::clearPlanes()
{
    m_horizontal->clear();
    m_vertical->clear();
    m_stationary->clear();
}

template <typename Scalar> void SystolicSimulator<Scalar>::clearEdges()
{
    for (auto* values : { &m_leftIn, &m_topIn, &m_bottomOut })
        std::fill(values->begin(), values->end(), Scalar(0));
    for (auto* valid : { &m_leftInValid, &m_topInValid, &m_bottomOutValid })
        std::fill(valid->begin(), valid->end(), std::uint8_t(0));
}

template <typename Scalar> void SystolicSimulator<Scalar>::beginFold(std::int64_t fold)
{
    m_fold = fold;
    m_tile = m_geometry.tile(fold);
    m_local = 0;
    m_slotsInjected = 0;
    m_lastOccupiedLocal = -1;
    m_foldPending = false;
    clearPlanes();
}

template <typename Scalar>
Scalar SystolicSimulator<Scalar>::stationarySource(std::int64_t r, std::int64_t c) const
{
    if (m_geometry.dataflow() == Dataflow::WeightStationary)
        return m_b(Index(m_tile.rowStart + r), Index(m_tile.colStart + c));
    return m_a(Index(m_tile.colStart + c), Index(m_tile.rowStart + r));
}

template <typename Scalar>
Scalar SystolicSimulator<Scalar>::streamSource(std::int64_t t, std::int64_t r) const
{
    if (m_geometry.dataflow() == Dataflow::WeightStationary)
        return m_a(Index(t), Index(m_tile.rowStart + r));
    return m_b(Index(m_tile.rowStart + r), Index(t));
}

template <typename Scalar>
void SystolicSimulator<Scalar>::emitOutput(std::int64_t t, std::int64_t c, Scalar value)
{
    if (m_geometry.dataflow() == Dataflow::WeightStationary)
        m_c(Index(t), Index(m_tile.colStart + c)) += value;
    else
        m_c(Index(m_tile.colStart + c), Index(t)) += value;
}

template <typename Scalar>
std::int64_t SystolicSimulator<Scalar>::activePes(std::int64_t local) const
{
    const std::int64_t wave = local - m_geometry.loadCycles();
    if (wave < 0)
        return 0;
    const std::int64_t length = m_geometry.streamLength();
    std::int64_t count = 0;
    for (std::int64_t i = 0; i < m_tile.rowCount; ++i) {
        // PE (i, j) works on element wave − i − j, which must lie in [0, T).
        const std::int64_t first = std::max<std::int64_t>(0, wave - i - length + 1);
        const std::int64_t last = std::min<std::int64_t>(m_tile.colCount - 1, wave - i);
        if (last >= first)
            count += last - first + 1;
    }
    return count;
}

template <typename Scalar> void SystolicSimulator<Scalar>::step()
{
    if (finished())
        return;
    if (m_foldPending)
        beginFold(m_fold);
    if (m_recordCheckpoints && m_local % m_checkpointInterval == 0)
        saveCheckpoint();

    const Index rows = m_geometry.array().rows;
    const Index cols = m_geometry.array().cols;
    const std::int64_t length = m_geometry.streamLength();
    const std::int64_t local = m_local;
    clearEdges();

    // An operand slot entering row i (or column j) this cycle stays in the array for as many
    // cycles as the array is wide (or tall), moving one PE per cycle.
    auto enter = [this, local](Index travel) {
        ++m_slotsInjected;
        m_lastOccupiedLocal = std::max(m_lastOccupiedLocal, local + travel - 1);
    };

    if (m_geometry.dataflow() == Dataflow::OutputStationary) {
        m_horizontal->shift(rows);
        m_vertical->shift(1);
        auto h = m_horizontal->map();
        auto v = m_vertical->map();
        for (Index i = 0; i < rows; ++i) {
            const std::int64_t k = local - i; // row i is skewed by i cycles
            Scalar value(0);
            if (k >= 0 && k < length) {
                enter(cols);
                if (i < m_tile.rowCount) {
                    value = m_a(Index(m_tile.rowStart + i), Index(k));
                    m_leftInValid[std::size_t(i)] = 1;
                }
            }
            h(i, 0) = value;
            m_leftIn[std::size_t(i)] = value;
        }
        for (Index j = 0; j < cols; ++j) {
            const std::int64_t k = local - j;
            Scalar value(0);
            if (k >= 0 && k < length) {
                enter(rows);
                if (j < m_tile.colCount) {
                    value = m_b(Index(k), Index(m_tile.colStart + j));
                    m_topInValid[std::size_t(j)] = 1;
                }
            }
            v(0, j) = value;
            m_topIn[std::size_t(j)] = value;
        }
        auto acc = m_stationary->map();
        acc.array() += h.array() * v.array();
        // Accumulators whose last element (k = K − 1) arrived this cycle are final.
        for (Index i = 0; i < m_tile.rowCount; ++i) {
            const std::int64_t j = local - (length - 1) - i;
            if (j >= 0 && j < m_tile.colCount)
                m_c(Index(m_tile.rowStart + i), Index(m_tile.colStart + j)) = acc(i, Index(j));
        }
    } else if (local < rows) {
        // Load phase: the stationary tile shifts in from the top, last row first, so that after
        // R cycles PE (r, c) holds tile element (r, c).
        m_stationary->shift(1);
        auto s = m_stationary->map();
        const std::int64_t r = rows - 1 - local;
        ++m_slotsInjected;
        for (Index j = 0; j < cols; ++j) {
            const bool real = r < m_tile.rowCount && j < m_tile.colCount;
            s(0, j) = real ? stationarySource(r, j) : Scalar(0);
            m_topIn[std::size_t(j)] = s(0, j);
            m_topInValid[std::size_t(j)] = real ? 1 : 0;
        }
    } else {
        const std::int64_t wave = local - rows;
        m_horizontal->shift(rows);
        m_vertical->shift(1);
        auto h = m_horizontal->map();
        auto v = m_vertical->map();
        for (Index i = 0; i < rows; ++i) {
            const std::int64_t t = wave - i;
            Scalar value(0);
            if (t >= 0 && t < length) {
                enter(cols);
                if (i < m_tile.rowCount) {
                    value = streamSource(t, i);
                    m_leftInValid[std::size_t(i)] = 1;
                }
            }
            h(i, 0) = value;
            m_leftIn[std::size_t(i)] = value;
        }
        // A fresh zero partial sum enters the top of each column with the same skew.
        for (Index j = 0; j < cols; ++j) {
            const std::int64_t t = wave - j;
            if (t >= 0 && t < length)
                enter(rows);
            v(0, j) = Scalar(0);
            m_topIn[std::size_t(j)] = Scalar(0);
        }
        v.array() += h.array() * m_stationary->map().array();
        // The partial sum in the bottom row is complete for this fold: it leaves the array.
        for (Index j = 0; j < cols; ++j) {
            const std::int64_t t = wave - (rows - 1) - j;
            m_bottomOut[std::size_t(j)] = v(rows - 1, j);
            if (t >= 0 && t < length && j < m_tile.colCount) {
                emitOutput(t, j, v(rows - 1, j));
                m_bottomOutValid[std::size_t(j)] = 1;
            }
        }
    }

    m_macsThisCycle = activePes(local);
    m_macs += m_macsThisCycle;
    m_peUpdates += std::int64_t(rows) * cols;
    ++m_local;
    ++m_cycle;

    // The fold is over once every slot has entered and the last one has left the array.
    if (m_slotsInjected == m_slotsPerFold && local >= m_lastOccupiedLocal) {
        ++m_foldsCompleted;
        ++m_fold;
        m_foldPending = m_fold < m_geometry.folds();
    }
}

template <typename Scalar> std::int64_t SystolicSimulator<Scalar>::run()
{
    while (!finished())
        step();
    return m_cycle;
}

template <typename Scalar>
void SystolicSimulator<Scalar>::outputRegion(
    std::int64_t& row, std::int64_t& rows, std::int64_t& col, std::int64_t& cols) const
{
    switch (m_geometry.dataflow()) {
    case Dataflow::OutputStationary:
        row = m_tile.rowStart;
        rows = m_tile.rowCount;
        col = m_tile.colStart;
        cols = m_tile.colCount;
        break;
    case Dataflow::WeightStationary:
        row = 0;
        rows = m_c.rows();
        col = m_tile.colStart;
        cols = m_tile.colCount;
        break;
    case Dataflow::InputStationary:
        row = m_tile.colStart;
        rows = m_tile.colCount;
        col = 0;
        cols = m_c.cols();
        break;
    }
}

template <typename Scalar> void SystolicSimulator<Scalar>::saveCheckpoint()
{
    if (m_checkpointFold != m_fold) {
        m_checkpoints.clear();
        m_checkpointFold = m_fold;
    }
    const std::size_t slot = std::size_t(m_local / m_checkpointInterval);
    if (slot < m_checkpoints.size() && m_checkpoints[slot])
        return;
    if (m_checkpoints.size() <= slot)
        m_checkpoints.resize(slot + 1);
    auto cp = std::make_unique<Checkpoint>();
    cp->local = m_local;
    cp->horizontal = m_horizontal->map();
    cp->vertical = m_vertical->map();
    cp->stationary = m_stationary->map();
    std::int64_t row = 0, rows = 0, col = 0, cols = 0;
    outputRegion(row, rows, col, cols);
    cp->outputs = m_c.block(Index(row), Index(col), Index(rows), Index(cols));
    cp->macs = m_macs;
    cp->macsThisCycle = m_macsThisCycle;
    cp->peUpdates = m_peUpdates;
    cp->slotsInjected = m_slotsInjected;
    cp->lastOccupiedLocal = m_lastOccupiedLocal;
    cp->leftIn = m_leftIn;
    cp->topIn = m_topIn;
    cp->bottomOut = m_bottomOut;
    cp->leftInValid = m_leftInValid;
    cp->topInValid = m_topInValid;
    cp->bottomOutValid = m_bottomOutValid;
    m_checkpoints[slot] = std::move(cp);
}

template <typename Scalar> void SystolicSimulator<Scalar>::restoreCheckpoint(const Checkpoint& cp)
{
    m_fold = m_checkpointFold;
    m_tile = m_geometry.tile(m_fold);
    m_foldPending = false;
    m_foldsCompleted = m_fold;
    m_local = cp.local;
    m_cycle = m_fold * m_geometry.cyclesPerFold() + cp.local;
    m_horizontal->map() = cp.horizontal;
    m_vertical->map() = cp.vertical;
    m_stationary->map() = cp.stationary;
    std::int64_t row = 0, rows = 0, col = 0, cols = 0;
    outputRegion(row, rows, col, cols);
    m_c.block(Index(row), Index(col), Index(rows), Index(cols)) = cp.outputs;
    m_macs = cp.macs;
    m_macsThisCycle = cp.macsThisCycle;
    m_peUpdates = cp.peUpdates;
    m_slotsInjected = cp.slotsInjected;
    m_lastOccupiedLocal = cp.lastOccupiedLocal;
    m_leftIn = cp.leftIn;
    m_topIn = cp.topIn;
    m_bottomOut = cp.bottomOut;
    m_leftInValid = cp.leftInValid;
    m_topInValid = cp.topInValid;
    m_bottomOutValid = cp.bottomOutValid;
}

template <typename Scalar>
const typename SystolicSimulator<Scalar>::Matrix& SystolicSimulator<Scalar>::reference()
{
    if (!m_haveReference) {
        m_reference = m_a * m_b;
        m_haveReference = true;
    }
    return m_reference;
}

template <typename Scalar> void SystolicSimulator<Scalar>::restoreFoldStart(std::int64_t fold)
{
    const Index rowsArr = m_geometry.array().rows;
    const Index colsArr = m_geometry.array().cols;
    const std::int64_t rowFolds = m_geometry.rowFolds();
    const std::int64_t colFold = fold / rowFolds;
    const Index kDone = Index((fold % rowFolds) * rowsArr); // WS/IS: K already accumulated
    m_c.setZero();
    switch (m_geometry.dataflow()) {
    case Dataflow::OutputStationary: {
        // Earlier column tiles are complete, and the row tiles above this one in its column.
        const Index n0 = Index(colFold * colsArr);
        if (n0 > 0)
            m_c.leftCols(n0) = reference().leftCols(n0);
        const Index width = std::min<Index>(colsArr, m_c.cols() - n0);
        const Index rowsDone = Index((fold % rowFolds) * rowsArr);
        if (rowsDone > 0)
            m_c.block(0, n0, rowsDone, width) = reference().block(0, n0, rowsDone, width);
        break;
    }
    case Dataflow::WeightStationary: {
        const Index n0 = Index(colFold * colsArr);
        if (n0 > 0)
            m_c.leftCols(n0) = reference().leftCols(n0);
        const Index width = std::min<Index>(colsArr, m_c.cols() - n0);
        if (kDone > 0)
            m_c.middleCols(n0, width) = m_a.leftCols(kDone) * m_b.block(0, n0, kDone, width);
        break;
    }
    case Dataflow::InputStationary: {
        const Index m0 = Index(colFold * colsArr);
        if (m0 > 0)
            m_c.topRows(m0) = reference().topRows(m0);
        const Index height = std::min<Index>(colsArr, m_c.rows() - m0);
        if (kDone > 0)
            m_c.middleRows(m0, height) = m_a.block(m0, 0, height, kDone) * m_b.topRows(kDone);
        break;
    }
    }
    // Every fold does rowCount × colCount × T real MACs; the folds before this one cover all
    // earlier column tiles and the row tiles above this one in its column tile.
    const std::int64_t colsDone = colFold * colsArr;
    const std::int64_t width = std::min<std::int64_t>(colsArr, m_geometry.colExtent() - colsDone);
    m_macs = (m_geometry.rowExtent() * colsDone + (fold % rowFolds) * rowsArr * width)
        * m_geometry.streamLength();
    m_macsThisCycle = 0;
    m_cycle = fold * m_geometry.cyclesPerFold();
    m_peUpdates = m_cycle * std::int64_t(rowsArr) * colsArr;
    m_foldsCompleted = fold;
    clearEdges();
    beginFold(fold);
}

template <typename Scalar> void SystolicSimulator<Scalar>::seek(std::int64_t cycles)
{
    const std::int64_t perFold = m_geometry.cyclesPerFold();
    cycles = std::clamp<std::int64_t>(cycles, 0, m_geometry.clockCycles());
    if (cycles == m_cycle)
        return;
    if (cycles == 0) {
        restoreFoldStart(0);
        return;
    }
    // The fold holding the last cycle to execute, and how far into it the target lies.
    const std::int64_t fold = (cycles - 1) / perFold;
    const std::int64_t foldStart = fold * perFold;
    // Either inside that fold (or at its start) or just past its last cycle: then the array
    // state and the fold's output region can be rewound from the fold's checkpoints.
    const bool inThisFold
        = m_fold == fold || (m_fold == fold + 1 && m_cycle == foldStart + perFold);
    if (!(inThisFold && cycles >= m_cycle)) {
        // Back to the nearest checkpoint of that fold at or before the target, if any.
        const Checkpoint* best = nullptr;
        if (m_checkpointFold == fold && inThisFold) {
            for (const auto& cp : m_checkpoints) {
                if (cp && foldStart + cp->local <= cycles && (!best || cp->local > best->local))
                    best = cp.get();
            }
        }
        if (best)
            restoreCheckpoint(*best);
        else
            restoreFoldStart(fold);
    }
    // Only replays record checkpoints: a plain run() pays nothing for random access.
    m_recordCheckpoints = true;
    while (m_cycle < cycles)
        step();
    m_recordCheckpoints = false;
}

template <typename Scalar> std::int64_t SystolicSimulator<Scalar>::checkpointBytes() const
{
    std::int64_t bytes = 0;
    for (const std::unique_ptr<Checkpoint>& cp : m_checkpoints) {
        if (!cp)
            continue;
        bytes += std::int64_t(sizeof(Checkpoint))
            + std::int64_t(cp->horizontal.size() + cp->vertical.size() + cp->stationary.size()
                  + cp->outputs.size())
                * std::int64_t(sizeof(Scalar))
            + std::int64_t(cp->leftIn.size() + cp->topIn.size() + cp->bottomOut.size())
                * std::int64_t(sizeof(Scalar))
            + std::int64_t(
                cp->leftInValid.size() + cp->topInValid.size() + cp->bottomOutValid.size());
    }
    return bytes;
}

template <typename Scalar> Snapshot SystolicSimulator<Scalar>::snapshot() const
{
    Snapshot s;
    s.geometry = m_geometry;
    s.cycle = m_cycle - 1;
    s.lastCycle = m_geometry.clockCycles() - 1;
    const int rows = m_geometry.array().rows;
    const int cols = m_geometry.array().cols;
    s.activity.assign(std::size_t(rows) * std::size_t(cols), PeActivity::Idle);
    s.macsDone = m_macs;
    if (m_cycle == 0) {
        s.fold = 0;
        s.localCycle = -1;
        s.tile = m_geometry.tile(0);
        s.stationary = Eigen::MatrixXf::Zero(rows, cols);
        s.horizontal = s.stationary;
        s.vertical = s.stationary;
        s.leftIn.assign(std::size_t(rows), 0.0f);
        s.leftInValid.assign(std::size_t(rows), 0);
        s.topIn.assign(std::size_t(cols), 0.0f);
        s.topInValid.assign(std::size_t(cols), 0);
        s.bottomOut = s.topIn;
        s.bottomOutValid = s.topInValid;
        return s;
    }
    s.fold = m_geometry.foldAt(s.cycle);
    s.localCycle = m_geometry.localCycle(s.cycle);
    s.tile = m_tile;
    s.macsThisCycle = m_macsThisCycle;
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c)
            s.activity[std::size_t(r) * std::size_t(cols) + std::size_t(c)]
                = m_geometry.activity(s.cycle, r, c);
    }
    s.stationary = m_stationary->map().template cast<float>();
    s.horizontal = m_horizontal->map().template cast<float>();
    s.vertical = m_vertical->map().template cast<float>();
    auto toFloat = [](const std::vector<Scalar>& v) {
        std::vector<float> out(v.size());
        std::transform(v.begin(), v.end(), out.begin(), [](Scalar x) { return float(x); });
        return out;
    };
    s.leftIn = toFloat(m_leftIn);
    s.topIn = toFloat(m_topIn);
    s.bottomOut = toFloat(m_bottomOut);
    s.leftInValid = m_leftInValid;
    s.topInValid = m_topInValid;
    s.bottomOutValid = m_bottomOutValid;
    return s;
}

template class SystolicSimulator<float>;
template class SystolicSimulator<double>;
template class SystolicSimulator<std::int32_t>;
template class SystolicSimulator<std::int64_t>;

} // namespace ts::systolic
