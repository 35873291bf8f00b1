// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

// The SCALE-Sim v2 reference rows (tests/data/systolic/scalesim-examples.csv), read once for
// every test that checks cycle counts against them. Tests that include this define
// TENSORSCOPE_TEST_DATA_DIR (tests/CMakeLists.txt does).

#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>

namespace ts::test {

/// One row: an R×C array running C = A·B (A: M×K, B: K×N) under a dataflow, and SCALE-Sim's
/// Total Cycles, Overall Util % and Mapping Efficiency %.
struct ScaleSimRow
{
    QString text; ///< the CSV line, used as the test row's name
    int rows = 0;
    int cols = 0;
    QString dataflow;
    qint64 m = 0;
    qint64 k = 0;
    qint64 n = 0;
    qint64 cycles = 0;
    double utilizationPct = 0;
    double mappingEfficiencyPct = 0;
};

inline QString scaleSimRowsPath()
{
    return QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/systolic/scalesim-examples.csv");
}

/// The rows, or an empty list when the file cannot be read or has an unexpected header (a data
/// function should then add one row that fails, rather than none: QtTest aborts on no rows).
inline QList<ScaleSimRow> readScaleSimRows()
{
    QFile file(scaleSimRowsPath());
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    if (lines.isEmpty()
        || lines.first().trimmed()
            != QLatin1String("array_rows,array_cols,dataflow,M,K,N,compute_cycles,"
                             "overall_util_pct,mapping_eff_pct"))
        return {};
    QList<ScaleSimRow> rows;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QStringList f = lines[i].trimmed().split(QLatin1Char(','));
        if (f.size() != 9)
            continue;
        rows.append({ lines[i].trimmed(), f[0].toInt(), f[1].toInt(), f[2], f[3].toLongLong(),
            f[4].toLongLong(), f[5].toLongLong(), f[6].toLongLong(), f[7].toDouble(),
            f[8].toDouble() });
    }
    return rows;
}

} // namespace ts::test
