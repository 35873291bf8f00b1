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
    void weightFormats();
};

void TestPrecision::namesRoundTrip()
{
    QCOMPARE(ts::precisionNames().size(), 8);
    for (ts::Precision p : ts::kAllPrecisions)
        QCOMPARE(ts::precisionFromName(ts::precisionName(p)), p);
    QCOMPARE(ts::precisionFromName(QStringLiteral(" BF16 ")), ts::Precision::BF16);
    // "fp4" names no format: nvfp4 and mxfp4 differ in their block scales.
    QVERIFY(!ts::precisionFromName(QStringLiteral("fp4")));
    QVERIFY(!ts::precisionFromName(QString()));
}

void TestPrecision::bytes()
{
    QCOMPARE(ts::bytesPerElement(ts::Precision::FP32), 4.0);
    QCOMPARE(ts::bytesPerElement(ts::Precision::TF32), 4.0);
    QCOMPARE(ts::bytesPerElement(ts::Precision::BF16), 2.0);
    QCOMPARE(ts::bytesPerElement(ts::Precision::FP16), 2.0);
    QCOMPARE(ts::bytesPerElement(ts::Precision::FP8), 1.0);
    QCOMPARE(ts::bytesPerElement(ts::Precision::INT8), 1.0);
    // Block scales included: nvfp4 4.5 bits, mxfp4 4.25 (tst_fp4 works the rest).
    QCOMPARE(ts::bytesPerElement(ts::Precision::NVFP4), 0.5625);
    QCOMPARE(ts::bytesPerElement(ts::Precision::MXFP4), 0.53125);
}

void TestPrecision::weightFormats()
{
    // int4 is a weight storage format, half a byte, never a compute precision: the compute
    // names do not parse it, the weight names do; TF32 is a compute mode, not a storage one.
    QCOMPARE(ts::bitsPerElement(ts::Precision::INT4), 4.0);
    QCOMPARE(ts::bitsPerElement(ts::Precision::BF16), 16.0);
    QVERIFY(!ts::precisionFromName(QStringLiteral("int4")));
    QCOMPARE(ts::weightPrecisionFromName(QStringLiteral("INT4")), ts::Precision::INT4);
    QCOMPARE(ts::weightPrecisionFromName(QStringLiteral("int8")), ts::Precision::INT8);
    QVERIFY(!ts::weightPrecisionFromName(QStringLiteral("fp4")));
    QVERIFY(ts::weightPrecisionNames().contains(QStringLiteral("int4")));
    QVERIFY(!ts::isComputePrecision(ts::Precision::INT4));
    for (ts::Precision p : ts::kAllPrecisions)
        QVERIFY(ts::isComputePrecision(p));
}

QTEST_GUILESS_MAIN(TestPrecision)
#include "tst_precision.moc"
