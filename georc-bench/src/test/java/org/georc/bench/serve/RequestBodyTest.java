package org.georc.bench.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A body is held in blocks taken from the budget as bytes arrive, and read back whole. */
class RequestBodyTest {
    @Test
    void aBodyComesBackWholeAcrossBlocksAndGivesTheBudgetBack() throws IOException {
        ByteBudget budget = new ByteBudget(10 << 20);
        RequestBody body = new RequestBody(budget);
        byte[] data = new byte[1_000_003];
        new Random(7).nextBytes(data);
        for (int off = 0; off < data.length; off += 7919) { // chunks of a prime size cross every block edge
            assertThat(body.append(ByteBuffer.wrap(data, off, Math.min(7919, data.length - off)))).isTrue();
        }
        assertThat(body.size()).isEqualTo(data.length);
        // blocks grow to 256 KiB: what is held stays close to what arrived
        assertThat(budget.used()).isEqualTo(body.charged()).isBetween((long) data.length, data.length + 256L * 1024);
        assertThat(body.stream().readAllBytes()).isEqualTo(data);
        body.release();
        body.release();
        assertThat(budget.used()).isZero();
    }

    @Test
    void aBodyThatDripsInHoldsOneSmallBlockAndASpentBudgetRefusesTheNext() {
        ByteBudget budget = new ByteBudget(8 * 1024);
        RequestBody slow = new RequestBody(budget);
        for (int i = 0; i < 100; i++) {
            assertThat(slow.append(ByteBuffer.wrap(new byte[] {' '}))).isTrue();
        }
        assertThat(budget.used()).isEqualTo(4 * 1024);
        RequestBody other = new RequestBody(budget);
        assertThat(other.append(ByteBuffer.wrap(new byte[4000]))).isTrue();
        assertThat(budget.used()).isEqualTo(8 * 1024);
        assertThat(other.append(ByteBuffer.wrap(new byte[1000]))).isFalse(); // the rest needs a block: no room
        RequestBody third = new RequestBody(budget);
        assertThat(third.append(ByteBuffer.wrap(new byte[10]))).isFalse();
        slow.release();
        assertThat(new RequestBody(budget).append(ByteBuffer.wrap(new byte[10]))).isTrue();
    }
}
