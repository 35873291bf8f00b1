// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// How long the shared JSON layer takes to parse and validate a catalog-sized document.

#include "io/jsonfile.h"
#include "io/jsonobjectreader.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

class BenchJsonIo : public QObject
{
    Q_OBJECT

private slots:
    void parseAndValidate();
};

void BenchJsonIo::parseAndValidate()
{
    QJsonArray devices;
    for (int i = 0; i < 64; ++i) {
        devices.append(QJsonObject { { QStringLiteral("id"), QStringLiteral("dev-%1").arg(i) },
            { QStringLiteral("bf16_tflops"), 100.0 + i },
            { QStringLiteral("memory_bw_gbs"), 2000.0 + i } });
    }
    const QByteArray bytes
        = QJsonDocument(QJsonObject { { QStringLiteral("devices"), devices } }).toJson();
    QBENCHMARK
    {
        ts::io::Diagnostics diagnostics;
        const auto document = ts::io::parseJson(bytes, QStringLiteral("bench.json"), diagnostics);
        double sum = 0;
        const QJsonArray array = document->object().value(QStringLiteral("devices")).toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            ts::io::JsonObjectReader reader(array.at(i).toObject(),
                QStringLiteral("$.devices[%1]").arg(i), QStringLiteral("bench.json"), &diagnostics);
            sum += reader.number(QStringLiteral("bf16_tflops"), ts::io::Sign::Positive).value_or(0);
            sum += reader.number(QStringLiteral("memory_bw_gbs"), ts::io::Sign::Positive)
                       .value_or(0);
        }
        QVERIFY(sum > 0);
    }
}

QTEST_GUILESS_MAIN(BenchJsonIo)
#include "bench_jsonio.moc"
