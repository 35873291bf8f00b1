// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/gemmshape.h"

#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>

namespace ts::systolic {

/// The three classic systolic dataflows, named after the operand that stays put in each PE.
enum class Dataflow {
    OutputStationary, ///< "os": each PE accumulates one element of C
    WeightStationary, ///< "ws": each PE holds one element of B (the "filter")
    InputStationary, ///< "is": each PE holds one element of A (the "ifmap")
};

/// "os", "ws" or "is": SCALE-Sim's spelling, used on the command line and in JSON.
QString dataflowName(Dataflow dataflow);
/// Parses "os", "ws" or "is" (case-insensitive); nothing for anything else.
std::optional<Dataflow> dataflowFromName(const QString& name);
/// The accepted names, in the order os, ws, is.
QStringList dataflowNames();

/// An array of rows × cols multiply-accumulate PEs. Valid when both sides are ≥ 1.
struct ArrayShape
{
    int rows = 0;
    int cols = 0;
    bool isValid() const { return rows >= 1 && cols >= 1; }
};

/// The GEMM dimension a role is played by.
enum class GemmDim { M, K, N };

/// What a PE is doing in a given cycle (the view draws each state in its own colour and pattern).
enum class PeActivity : std::uint8_t {
    Idle, ///< not mapped in this fold (padding: only null operands pass through)
    Loading, ///< WS/IS: the stationary operand is being shifted in from the top edge
    Filling, ///< mapped, but the skewed operand wavefront has not reached it yet
    Active, ///< performs a multiply-accumulate on real operands this cycle
    Draining, ///< finished its work for this fold; the rest of the array is still busy
};

/// One fold (tile) of the GEMM on the array: which slice of the dimensions mapped to the array's
/// rows and columns it covers. `rowCount` ≤ rows and `colCount` ≤ cols; the rest is padding.
struct FoldTile
{
    std::int64_t index = 0;
    std::int64_t rowStart = 0;
    int rowCount = 0;
    std::int64_t colStart = 0;
    int colCount = 0;
};

/// How a GEMM maps onto an array under a dataflow, following SCALE-Sim v2
/// (scalesim/compute/systolic_compute_{os,ws,is}.py):
///  - OS: M over rows, N over columns, K streamed in time;
///  - WS: K over rows, N over columns, M streamed;
///  - IS: K over rows, M over columns, N streamed.
/// Folds are numbered with the column folds outermost and the row folds innermost (SCALE-Sim's
/// loop order), so that under WS and IS the K-folds of one output tile run back to back.
///
/// Only valid shapes may be passed; FoldGeometry::create() checks them and rejects shapes whose
/// cycle counts would not fit in 64 bits.
class FoldGeometry
{
public:
    /// Nothing when a shape is invalid or `folds × cyclesPerFold` overflows 64 bits. The GEMM is
    /// one product (its batch is ignored): A of m×k is SCALE-Sim's "ifmap", B of k×n its "filter".
    static std::optional<FoldGeometry> create(Dataflow dataflow, ArrayShape array, GemmShape gemm);
    /// An empty geometry (no folds); only create() makes usable ones.
    FoldGeometry() = default;

    Dataflow dataflow() const { return m_dataflow; }
    ArrayShape array() const { return m_array; }
    GemmShape gemm() const { return m_gemm; }

    GemmDim rowDim() const;
    GemmDim colDim() const;
    GemmDim streamDim() const;
    std::int64_t extent(GemmDim dim) const;
    /// Extent of the dimension mapped over the array's rows / columns / streamed in time (T).
    std::int64_t rowExtent() const { return extent(rowDim()); }
    std::int64_t colExtent() const { return extent(colDim()); }
    std::int64_t streamLength() const { return extent(streamDim()); }

    std::int64_t rowFolds() const { return m_rowFolds; }
    std::int64_t colFolds() const { return m_colFolds; }
    std::int64_t folds() const { return m_rowFolds * m_colFolds; }

    /// Cycles for the stationary operand to load: R for WS and IS (one row per cycle), 0 for OS.
    std::int64_t loadCycles() const;
    /// The per-fold span in clock cycles from the SCALE-Sim formulas (OS: T + R + C − 2;
    /// WS, IS: 2R + C + T − 2). The simulator does not use this: it finds the end of each fold
    /// from its own data movement, and the tests compare the two.
    std::int64_t cyclesPerFold() const { return m_cyclesPerFold; }
    /// Clock cycles the whole GEMM keeps the array busy: folds × cyclesPerFold.
    std::int64_t clockCycles() const { return m_clockCycles; }

    FoldTile tile(std::int64_t fold) const;
    /// The fold running at a clock cycle index (0-based), and the cycle within it.
    std::int64_t foldAt(std::int64_t cycle) const { return cycle / m_cyclesPerFold; }
    std::int64_t localCycle(std::int64_t cycle) const { return cycle % m_cyclesPerFold; }

    /// What PE (row, col) does in the given clock cycle (0-based). Pure function of the schedule.
    PeActivity activity(std::int64_t cycle, int row, int col) const;
    /// The 0-based clock cycle at the end of which C(m, n) holds its final value.
    std::int64_t outputFinalCycle(std::int64_t m, std::int64_t n) const;

private:
    Dataflow m_dataflow = Dataflow::OutputStationary;
    ArrayShape m_array;
    GemmShape m_gemm;
    std::int64_t m_rowFolds = 0;
    std::int64_t m_colFolds = 0;
    std::int64_t m_cyclesPerFold = 0;
    std::int64_t m_clockCycles = 0;
};

} // namespace ts::systolic
