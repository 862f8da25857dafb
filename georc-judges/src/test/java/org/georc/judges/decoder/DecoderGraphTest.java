package org.georc.judges.decoder;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The half-precision reading the greedy choice relies on when an export writes fp16 logits. */
class DecoderGraphTest {

    @Test
    void halfPrecisionValuesReadAsTheirFloats() {
        assertThat(DecoderGraph.fp16((short) 0x3C00)).isEqualTo(1.0f);
        assertThat(DecoderGraph.fp16((short) 0xC000)).isEqualTo(-2.0f);
        assertThat(DecoderGraph.fp16((short) 0x3555)).isCloseTo(0.33325f, org.assertj.core.data.Offset.offset(1e-5f));
        assertThat(DecoderGraph.fp16((short) 0x7BFF)).isEqualTo(65504f);
    }

    @Test
    void halfPrecisionBoundariesKeepTheirMeaning() {
        assertThat(DecoderGraph.fp16((short) 0x0001)).isEqualTo((float) Math.pow(2, -24));
        assertThat(DecoderGraph.fp16((short) 0x8001)).isEqualTo((float) -Math.pow(2, -24));
        assertThat(DecoderGraph.fp16((short) 0x0000)).isZero();
        assertThat(DecoderGraph.fp16((short) 0x7C00)).isEqualTo(Float.POSITIVE_INFINITY);
        assertThat(DecoderGraph.fp16((short) 0xFC00)).isEqualTo(Float.NEGATIVE_INFINITY);
        assertThat(DecoderGraph.fp16((short) 0x7E00)).isNaN();
    }
}
