// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT

#include "common/precision.h"

#include <QTest>

class TestPrecision : public QObject
{
    Q_OBJECT

private slots:
    void namesRoundTrip();
    void bytes();
};

void TestPrecision::namesRoundTrip()
{
    QCOMPARE(ts::precisionNames().size(), 6);
    for (ts::Precision p : ts::kAllPrecisions)
        QCOMPARE(ts::precisionFromName(ts::precisionName(p)), p);
    QCOMPARE(ts::precisionFromName(QStringLiteral(" BF16 ")), ts::Precision::BF16);
    QVERIFY(!ts::precisionFromName(QStringLiteral("fp4")));
    QVERIFY(!ts::precisionFromName(QString()));
}

void TestPrecision::bytes()
{
    QCOMPARE(ts::bytesPerElement(ts::Precision::FP32), 4);
    QCOMPARE(ts::bytesPerElement(ts::Precision::TF32), 4);
    QCOMPARE(ts::bytesPerElement(ts::Precision::BF16), 2);
    QCOMPARE(ts::bytesPerElement(ts::Precision::FP16), 2);
    QCOMPARE(ts::bytesPerElement(ts::Precision::FP8), 1);
    QCOMPARE(ts::bytesPerElement(ts::Precision::INT8), 1);
}

QTEST_GUILESS_MAIN(TestPrecision)
#include "tst_precision.moc"
