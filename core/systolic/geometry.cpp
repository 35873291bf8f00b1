// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "systolic/geometry.h"

#include "common/checkedint.h"

namespace ts::systolic {

QString dataflowName(Dataflow dataflow)
{
    switch (dataflow) {
    case Dataflow::OutputStationary:
        return QStringLiteral("os");
    case Dataflow::WeightStationary:
        return QStringLiteral("ws");
    case Dataflow::InputStationary:
        return QStringLiteral("is");
    }
    return {};
}

std::optional<Dataflow> dataflowFromName(const QString& name)
{
    const QString lowered = name.trimmed().toLower();
    for (Dataflow d :
        { Dataflow::OutputStationary, Dataflow::WeightStationary, Dataflow::InputStationary }) {
        if (lowered == dataflowName(d))
            return d;
    }
    return std::nullopt;
}

QStringList dataflowNames()
{
    return { QStringLiteral("os"), QStringLiteral("ws"), QStringLiteral("is") };
}

std::optional<FoldGeometry> FoldGeometry::create(
    Dataflow dataflow, ArrayShape array, GemmShape gemm)
{
    if (!array.isValid() || !gemm.isValid())
        return std::nullopt;
    FoldGeometry g;
    g.m_dataflow = dataflow;
    g.m_array = array;
    g.m_gemm = gemm;
    const std::int64_t rows = array.rows;
    const std::int64_t cols = array.cols;
    // ceil(x / y) without the overflow of x + y − 1.
    auto ceilDiv = [](std::int64_t x, std::int64_t y) { return x / y + (x % y != 0 ? 1 : 0); };
    g.m_rowFolds = ceilDiv(g.rowExtent(), rows);
    g.m_colFolds = ceilDiv(g.colExtent(), cols);

    // Per fold: load (R for WS/IS) + T streamed + R + C − 2 of skew and drain, all checked.
    const CheckedInt perFold = CheckedInt(g.loadCycles()) + g.streamLength() + (rows + cols - 2);
    const CheckedInt clockCycles = CheckedInt(g.m_rowFolds) * g.m_colFolds * perFold;
    if (clockCycles.overflow())
        return std::nullopt;
    g.m_clockCycles = clockCycles.value();
    g.m_cyclesPerFold = perFold.value();
    return g;
}

GemmDim FoldGeometry::rowDim() const
{
    return m_dataflow == Dataflow::OutputStationary ? GemmDim::M : GemmDim::K;
}

GemmDim FoldGeometry::colDim() const
{
    return m_dataflow == Dataflow::InputStationary ? GemmDim::M : GemmDim::N;
}

GemmDim FoldGeometry::streamDim() const
{
    switch (m_dataflow) {
    case Dataflow::OutputStationary:
        return GemmDim::K;
    case Dataflow::WeightStationary:
        return GemmDim::M;
    case Dataflow::InputStationary:
        return GemmDim::N;
    }
    return GemmDim::K;
}

std::int64_t FoldGeometry::extent(GemmDim dim) const
{
    switch (dim) {
    case GemmDim::M:
        return m_gemm.m();
    case GemmDim::K:
        return m_gemm.k();
    case GemmDim::N:
        return m_gemm.n();
    }
    return 0;
}

std::int64_t FoldGeometry::loadCycles() const
{
    return m_dataflow == Dataflow::OutputStationary ? 0 : m_array.rows;
}

FoldTile FoldGeometry::tile(std::int64_t fold) const
{
    FoldTile t;
    t.index = fold;
    const std::int64_t rowFold = fold % m_rowFolds;
    const std::int64_t colFold = fold / m_rowFolds;
    t.rowStart = rowFold * m_array.rows;
    t.colStart = colFold * m_array.cols;
    t.rowCount = int(std::min<std::int64_t>(m_array.rows, rowExtent() - t.rowStart));
    t.colCount = int(std::min<std::int64_t>(m_array.cols, colExtent() - t.colStart));
    return t;
}

PeActivity FoldGeometry::activity(std::int64_t cycle, int row, int col) const
{
    const FoldTile t = tile(foldAt(cycle));
    if (row >= t.rowCount || col >= t.colCount)
        return PeActivity::Idle;
    std::int64_t local = localCycle(cycle);
    if (local < loadCycles())
        return PeActivity::Loading;
    // The stream element that reaches PE (row, col) this cycle entered row `row` at the left edge
    // `col` cycles ago, `row` cycles after element 0 entered row 0 (the skew).
    const std::int64_t element = local - loadCycles() - row - col;
    if (element < 0)
        return PeActivity::Filling;
    if (element < streamLength())
        return PeActivity::Active;
    return PeActivity::Draining;
}

std::int64_t FoldGeometry::outputFinalCycle(std::int64_t m, std::int64_t n) const
{
    const std::int64_t rows = m_array.rows;
    const std::int64_t cols = m_array.cols;
    std::int64_t fold = 0;
    std::int64_t local = 0;
    switch (m_dataflow) {
    case Dataflow::OutputStationary:
        // The last MAC of C(m, n): element K − 1 reaching PE (m mod R, n mod C).
        fold = (n / cols) * m_rowFolds + m / rows;
        local = m_gemm.k() - 1 + m % rows + n % cols;
        break;
    case Dataflow::WeightStationary:
        // Final after the last K-fold of its column tile, when the partial sum of stream element
        // m leaves the bottom row of column n mod C.
        fold = (n / cols) * m_rowFolds + m_rowFolds - 1;
        local = rows + m + (rows - 1) + n % cols;
        break;
    case Dataflow::InputStationary:
        fold = (m / cols) * m_rowFolds + m_rowFolds - 1;
        local = rows + n + (rows - 1) + m % cols;
        break;
    }
    return fold * m_cyclesPerFold + local;
}

} // namespace ts::systolic
