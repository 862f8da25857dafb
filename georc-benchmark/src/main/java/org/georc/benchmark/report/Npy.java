package org.georc.benchmark.report;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/** Writes NumPy {@code .npy} (version 1.0) files holding a C-order little-endian float32 matrix. */
public final class Npy {
    private Npy() {
    }

    /**
     * Writes the header of an {@code (rows, columns)} float32 array; the data follows row by row.
     *
     * @param out     the stream
     * @param rows    number of rows
     * @param columns number of columns
     * @throws IOException when the stream fails
     */
    public static void writeHeader(OutputStream out, int rows, int columns) throws IOException {
        String dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (" + rows + ", " + columns + "), }";
        int unpadded = 10 + dict.length() + 1;
        int pad = (64 - unpadded % 64) % 64;
        String header = dict + " ".repeat(pad) + "\n";
        out.write(new byte[] {(byte) 0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0});
        int len = header.length();
        out.write(new byte[] {(byte) (len & 0xff), (byte) (len >> 8)});
        out.write(header.getBytes(StandardCharsets.US_ASCII));
    }

    /**
     * Writes one row of float32 values, little-endian.
     *
     * @param out    the stream
     * @param values source array
     * @param offset first value of the row
     * @param length values in the row
     * @throws IOException when the stream fails
     */
    public static void writeRow(OutputStream out, float[] values, int offset, int length) throws IOException {
        ByteBuffer buf = ByteBuffer.allocate(length * 4).order(ByteOrder.LITTLE_ENDIAN);
        buf.asFloatBuffer().put(values, offset, length);
        out.write(buf.array());
    }
}
