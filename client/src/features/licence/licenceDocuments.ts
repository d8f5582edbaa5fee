import { graphql } from '../../gql';

export const LicenceDocument = graphql(`
  query Licence {
    licence {
      state
      keyConfigured
      licensee
      seats
      usedSeats
      expireTime
    }
  }
`);

export const UploadLicenceDocument = graphql(`
  mutation UploadLicence($file: String!) {
    uploadLicence(file: $file) {
      state
      keyConfigured
      licensee
      seats
      usedSeats
      expireTime
    }
  }
`);
